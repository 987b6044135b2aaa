/**
 * The overlay under every drawer and dialog (decision 038): a full-screen layer portaled to <body>
 * that dims the page, holding the panel the drawer or dialog draws in. react-aria's `Dialog` inside it
 * gives the role, the name from its title and the first focus; this gives the rest of what react-aria's
 * ModalOverlay and Modal gave:
 *
 * - **The page behind is inert** (`#root`, and any overlay open below this one), and does not scroll
 *   (`html.modal-open` in styles.css; the scrollbar's gutter is kept, so the page does not shift).
 * - **Escape closes the newest overlay**, wherever focus is. react-aria answered it on the overlay's
 *   element only, so an Escape pressed before focus had moved in was lost (the e2e suite met it on a
 *   busy machine). A control inside that answers Escape itself (a select's list) stops the key first.
 * - **A tap on the dimmed page closes it**, when the press began there too (a slider's thumb dragged out
 *   of the panel is not a tap outside).
 * - **Focus stays inside** (Tab wraps) and **goes back** to the control that opened it: react-aria's
 *   `FocusScope`, as its Modal used.
 *
 * Why not react-aria's: on a phone at 4x CPU its open took 280–500 ms in one task (add to cart's drawer,
 * the filters), of which a third was its own work: the viewport's size read and the scroll lock's
 * scrollbar measured in effects (each a layout of the whole page just changed), a MutationObserver over
 * the whole body. Nothing here reads layout.
 */
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusScope } from 'react-aria';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { afterNextPaint } from './use-after-paint';

interface AppModalOverlayProps {
  /** The full-screen layer that dims the page. */
  className: string;
  /** The panel inside it. */
  modalClassName: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

interface Open {
  element: HTMLElement;
  close: () => void;
  /** Whether the page behind it has been made inert (a frame after it opened). */
  shielded: boolean;
}

/** The open overlays, oldest first. */
const open: Open[] = [];

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  event.preventDefault();
  open.at(-1)?.close();
}

export function AppModalOverlay({
  className,
  modalClassName,
  isOpen,
  onOpenChange,
  children,
}: AppModalOverlayProps) {
  const overlay = useRef<HTMLDivElement>(null);
  const change = useRef(onOpenChange);
  useLayoutEffect(() => {
    change.current = onOpenChange;
  });
  // What react-aria's Dialog and its close buttons (slot="close", the render prop's close) read.
  const state = useMemo(
    () => ({
      isOpen,
      setOpen: (next: boolean) => change.current(next),
      open: () => change.current(true),
      close: () => change.current(false),
      toggle: () => change.current(!isOpen),
      point: null,
      setPoint: () => {},
    }),
    [isOpen],
  );

  useLayoutEffect(() => {
    const element = overlay.current;
    if (!isOpen || !element) return;
    const entry: Open = { element, close: () => change.current(false), shielded: false };
    // The page goes inert and stops scrolling once the overlay has been painted: each is a style and
    // layout pass over the whole page, and done now they were forced at once by the dialog taking
    // focus, before the overlay's first frame (90 ms of a 310 ms open at 4x CPU). Meanwhile the layer
    // covers the page, and focus is already inside. What goes inert: the page, and the overlays open
    // below this one that are not inert already.
    let behind: HTMLElement[] = [];
    const shield = (on: boolean) => {
      if (on)
        behind = [document.getElementById('root'), ...open.map((o) => o.element)].filter(
          (el): el is HTMLElement => el !== null && el !== element && !el.inert,
        );
      for (const el of behind) el.inert = on;
      entry.shielded = on;
      document.documentElement.classList.toggle(
        'modal-open',
        open.some((o) => o.shielded),
      );
    };
    const cancelShield = afterNextPaint(() => shield(true));
    // A tap on the dimmed page closes it; the keyboard has Escape. The dimmed page is the layer itself,
    // or <html> in the scrollbar's gutter, where a tap hits the root whatever covers it.
    const dimmed = (target: EventTarget | null) =>
      target === element || target === document.documentElement;
    let pressedOutside = false;
    const onPointerDown = (event: PointerEvent) => (pressedOutside = dimmed(event.target));
    const onClick = (event: MouseEvent) => {
      if (open.at(-1) === entry && pressedOutside && dimmed(event.target)) change.current(false);
      pressedOutside = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    open.push(entry);
    if (open.length === 1) document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
      cancelShield();
      if (entry.shielded) shield(false);
      open.splice(open.indexOf(entry), 1);
      if (!open.length) document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  if (!isOpen) return null;
  return createPortal(
    <div ref={overlay} className={`app-overlay ${className}`}>
      {/* Tab stays inside; on close, focus goes back to what opened it. */}
      <FocusScope contain restoreFocus>
        <div className={modalClassName}>
          <OverlayTriggerStateContext.Provider value={state}>
            {children}
          </OverlayTriggerStateContext.Provider>
        </div>
      </FocusScope>
    </div>,
    document.body,
  );
}
