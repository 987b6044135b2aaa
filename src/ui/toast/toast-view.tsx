import { useEffect, useRef } from 'react';
import type { Politeness } from './announcer';
import type { ToastItem } from './toast-store';
import { useAutoClose } from './use-auto-close';
import { useSwipe } from './use-swipe';

interface ToastViewProps {
  item: ToastItem;
  duration: number;
  paused: boolean;
  swipeThreshold: number;
  closeLabel: string;
  /** Prefix of the announcement, e.g. 'Notification'. */
  toastLabel: string;
  announce: (text: string, politeness: Politeness) => void;
  onClose: (id: string, element: HTMLElement | null) => void;
}

export function ToastView(props: ToastViewProps) {
  const { item, paused, closeLabel, toastLabel, announce, onClose } = props;
  const { id, open, title, description, action } = item;
  const ref = useRef<HTMLLIElement>(null);
  const descriptionRef = useRef<HTMLDivElement>(null);
  const close = () => onClose(id, ref.current);
  const swipe = useSwipe(props.swipeThreshold, close);

  useAutoClose(open, item.duration ?? props.duration, paused, close);

  // Announce the rendered text (the description may be markup), plus the action's alternative.
  const politeness: Politeness = item.type === 'background' ? 'polite' : 'assertive';
  const altText = action?.altText;
  useEffect(() => {
    if (!open) return;
    const descriptionText = descriptionRef.current?.textContent?.trim();
    announce([toastLabel, title, descriptionText, altText].filter(Boolean).join(' '), politeness);
  }, [open, title, description, altText, politeness, toastLabel, announce]);

  return (
    <li
      ref={ref}
      className="toast"
      data-toast-id={id}
      data-state={open ? 'open' : 'closed'}
      data-variant={item.variant ?? 'default'}
      aria-hidden={open ? undefined : true}
      inert={!open}
      {...swipe}
    >
      <div className="toast-content">
        {title ? <div className="toast-title">{title}</div> : null}
        {description ? (
          <div ref={descriptionRef} className="toast-description">
            {description}
          </div>
        ) : null}
      </div>
      {action ? (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            action.onAction();
            close();
          }}
        >
          {action.label}
        </button>
      ) : null}
      <button type="button" className="toast-close" aria-label={closeLabel} onClick={close}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M4 4l8 8M12 4l-8 8"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </li>
  );
}
