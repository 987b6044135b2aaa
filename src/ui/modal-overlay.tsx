/**
 * The overlay under every drawer and dialog: react-aria's ModalOverlay, dismissable (Escape, a tap
 * outside), with one addition: Escape closes it from the moment it is on screen, not only once focus
 * has moved into it.
 *
 * react-aria answers Escape on the overlay's own element, so the key must come from inside. It moves
 * focus there in an effect after the overlay's first render, and when the last tap was "virtual" (the
 * head script's replay of a tap kept before the page was ready is a `click()`) only once the page's
 * CSS transitions have ended. Until then focus is on the control that opened it, or on <body>, and
 * an Escape pressed there was lost while the overlay stayed open (seen in the e2e suite on a busy
 * machine: the size guide and the cart drawer, opened by kept taps). This listens on the document
 * from the overlay's commit, before it is painted, and closes the newest overlay open when Escape
 * comes from outside every dialog.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ModalOverlay } from 'react-aria-components';

interface AppModalOverlayProps {
  className: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The open overlays' closers, oldest first: Escape closes only the newest. */
const open: (() => void)[] = [];

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  // Inside a dialog react-aria answers the key itself (and stops it there).
  if (document.activeElement?.closest('[role="dialog"]')) return;
  open.at(-1)?.();
}

export function AppModalOverlay({
  className,
  isOpen,
  onOpenChange,
  children,
}: AppModalOverlayProps) {
  const change = useRef(onOpenChange);
  useLayoutEffect(() => {
    change.current = onOpenChange;
  });
  useLayoutEffect(() => {
    if (!isOpen) return;
    const close = () => change.current(false);
    open.push(close);
    if (open.length === 1) document.addEventListener('keydown', onKeyDown);
    return () => {
      open.splice(open.indexOf(close), 1);
      if (!open.length) document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);
  return (
    <ModalOverlay className={className} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      {children}
    </ModalOverlay>
  );
}
