/**
 * A whole number between min and max, with − and + buttons. Native controls (docs/decisions/016):
 * a text input with the numeric keyboard, and buttons that are disabled at the bounds. Typing is
 * kept as typed until Enter or leaving the field, then clamped (an empty or invalid entry becomes
 * min); the arrow keys step it, as in a spin button.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import './quantity-stepper.css';

interface QuantityStepperProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  isDisabled?: boolean;
  labels: { decrease: string; increase: string };
  /** The label is read by screen readers but not shown (a cart line's own layout names it). */
  hideLabel?: boolean;
  /** The smaller look of a cart line and the quick-add form. */
  compact?: boolean;
}

export function QuantityStepper({
  label,
  value,
  onChange,
  min = 1,
  max,
  isDisabled,
  labels,
  hideLabel,
  compact,
}: QuantityStepperProps) {
  const id = useId();
  const top = Math.max(min, max);
  // What the shopper is typing, until it is committed; null shows `value`.
  const [draft, setDraft] = useState<string | null>(null);

  const set = (next: number) => {
    setDraft(null);
    const bounded = Math.min(top, Math.max(min, next));
    if (bounded !== value) onChange(bounded);
  };
  const typed = () => {
    const number = Number.parseInt(draft ?? '', 10);
    return Number.isNaN(number) ? min : number;
  };
  const commit = () => {
    if (draft !== null) set(typed());
  };

  // A number typed (or stepped, lib/early-steps.ts) before the page's code arrived: a server-rendered
  // page shows the field at once, and hydration keeps what it shows but not in the state, so a later
  // step started from the old value. Taken up as if typed now: still a draft while the field has
  // focus, else committed. A layout effect, so that the update is rendered before any event: from a
  // passive one it could wait behind the rest of hydration, and an Enter or + in between still
  // started from the old value.
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = field.current;
    if (!input || input.value === String(value)) return;
    const digits = input.value.replace(/\D/g, '');
    if (document.activeElement === input) setDraft(digits);
    else set(Number(digits) || min);
    // Once, on mount: afterwards the field shows the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={compact ? 'qty-stepper qty-stepper--compact' : 'qty-stepper'}>
      <label
        id={`${id}-label`}
        className={hideLabel ? 'visually-hidden' : 'qty-stepper__label'}
        htmlFor={id}
      >
        {label}
      </label>
      <div className="qty-stepper__group" role="group" aria-labelledby={`${id}-label`}>
        <button
          type="button"
          className="qty-stepper__button"
          aria-label={labels.decrease}
          aria-controls={id}
          data-step={-1}
          disabled={isDisabled || value <= min}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          ref={field}
          id={id}
          className="qty-stepper__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          // The bounds, and the buttons' data-step, for a tap before hydration (lib/early-steps.ts).
          data-min={min}
          data-max={top}
          value={draft ?? String(value)}
          disabled={isDisabled}
          onChange={(event) => setDraft(event.currentTarget.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              set((draft === null ? value : typed()) + (event.key === 'ArrowUp' ? 1 : -1));
            }
          }}
        />
        <button
          type="button"
          className="qty-stepper__button"
          aria-label={labels.increase}
          aria-controls={id}
          data-step={1}
          disabled={isDisabled || value >= top}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
