import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
} from '../../../contract/constants';
import { LiveRegions, useAnnouncer } from './announcer';
import { dismissToast, useToasts } from './toast-store';
import { ToastView } from './toast-view';
import './toaster.css';

const DEFAULT_LABEL = 'Notifications ({hotkey})';
const DEFAULT_TOAST_LABEL = 'Notification';

export interface ToasterProps {
  /** Name of the region; `{hotkey}` is replaced by the hotkey. Pass the localized text. */
  label?: string;
  /** Key (KeyboardEvent `key` or `code`) that moves focus to the region. */
  hotkey?: string;
  /** Spoken before each toast's text; must not be empty. */
  toastLabel?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Auto-close delay in ms for toasts that set none. */
  duration?: number;
  /** Distance in px a rightward swipe must pass to dismiss. */
  swipeThreshold?: number;
}

/** The toast area present on every screen (spec sections 2 and 4). Render it once, near the root. */
export function Toaster({
  label = DEFAULT_LABEL,
  hotkey = TOAST_HOTKEY,
  toastLabel = DEFAULT_TOAST_LABEL,
  closeLabel = 'Close',
  duration = TOAST_DURATION_MS,
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
}: ToasterProps) {
  const toasts = useToasts();
  const regionRef = useRef<HTMLElement>(null);
  const { announcement, announce } = useAnnouncer();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [windowBlurred, setWindowBlurred] = useState(false);
  const validToastLabel = toastLabel.trim() ? toastLabel : DEFAULT_TOAST_LABEL;

  useEffect(() => {
    if (import.meta.env.DEV && !toastLabel.trim()) {
      console.warn('Toaster: `toastLabel` must be a non-empty string; using "Notification".');
    }
  }, [toastLabel]);

  // Keep focus in the region when the toast holding it closes, rather than dropping it on <body>.
  const close = useCallback((id: string, element: HTMLElement | null) => {
    if (element?.contains(document.activeElement)) regionRef.current?.focus();
    dismissToast(id);
  }, []);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === hotkey || e.code === hotkey) {
        regionRef.current?.focus();
      } else if (e.key === 'Escape') {
        const active = document.activeElement;
        const li =
          active instanceof HTMLElement ? active.closest<HTMLElement>('[data-toast-id]') : null;
        const id = li?.dataset['toastId'];
        if (li && id && regionRef.current?.contains(li)) close(id, li);
      }
    };
    const onBlur = () => setWindowBlurred(true);
    const onFocus = () => setWindowBlurred(false);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [hotkey, close]);

  const onBlurRegion = (e: FocusEvent<HTMLElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)))
      setFocused(false);
  };
  const paused = hovered || focused || windowBlurred;

  // In <body>, beside the app's root, and marked as the top layer: a modal (the cart drawer) must
  // not make the toasts inert, and Undo lives here. The head script finds it by its class to give it
  // focus when F8 came before the toaster did (contract/early-input-script.ts). Inside the root they were inert whenever the
  // toaster mounted after a modal had opened (it loads lazily): the modal hides the whole root.
  return createPortal(
    <>
      <section
        ref={regionRef}
        data-react-aria-top-layer="true"
        className="toast-region"
        aria-label={label.replace('{hotkey}', hotkey)}
        tabIndex={-1}
        onPointerMove={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlurRegion}
      >
        <ol className="toast-viewport">
          {toasts.map((item) => (
            <ToastView
              key={item.id}
              item={item}
              duration={duration}
              paused={paused}
              swipeThreshold={swipeThreshold}
              closeLabel={closeLabel}
              toastLabel={validToastLabel}
              announce={announce}
              onClose={close}
            />
          ))}
        </ol>
      </section>
      <LiveRegions announcement={announcement} />
    </>,
    document.body,
  );
}
