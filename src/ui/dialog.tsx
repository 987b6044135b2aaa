/**
 * A modal dialog (AppModalOverlay, react-aria's Dialog): focus trapped and restored, Escape and a
 * click outside close it, a titled heading and a named close button. Knows no app: texts come in as
 * props.
 */
import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { AppModalOverlay } from './modal-overlay';
import './dialog.css';

interface AppDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Keep the title for screen readers only (e.g. an image viewer). */
  hideTitle?: boolean;
  closeLabel: string;
  size?: 'medium' | 'large';
  children: ReactNode;
}

export function AppDialog({
  isOpen,
  onOpenChange,
  title,
  hideTitle,
  closeLabel,
  size = 'medium',
  children,
}: AppDialogProps) {
  return (
    <AppModalOverlay
      modalClassName={`app-dialog-modal app-dialog-modal--${size}`}
      className="app-dialog-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Dialog className="app-dialog">
        {({ close }) => (
          <>
            <div
              className={
                hideTitle ? 'app-dialog__header app-dialog__header--bare' : 'app-dialog__header'
              }
            >
              <Heading slot="title" className={hideTitle ? 'visually-hidden' : 'app-dialog__title'}>
                {title}
              </Heading>
              <button
                type="button"
                className="app-dialog__close"
                aria-label={closeLabel}
                onClick={close}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className="app-dialog__body">{children}</div>
          </>
        )}
      </Dialog>
    </AppModalOverlay>
  );
}
