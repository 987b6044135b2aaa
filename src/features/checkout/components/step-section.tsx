import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

interface StepSectionProps {
  title: string;
  /** Opened by the shopper: the heading takes focus, so a screen reader starts at the new step. */
  focusOnOpen: boolean;
  /** Continue (Enter in any field) asks this. */
  onSubmit: () => void;
  children: ReactNode;
}

/** One step of the checkout: a titled form whose Enter key is its Continue. */
export function StepSection({ title, focusOnOpen, onSubmit, children }: StepSectionProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
    // On opening only: later renders of the same step keep the focus where the shopper is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="checkout-step" aria-labelledby={id} noValidate onSubmit={submit}>
      <h2 id={id} ref={heading} tabIndex={-1} className="checkout-step__title">
        {title}
      </h2>
      {children}
    </form>
  );
}
