/**
 * A panel that slides in from the side on small screens (react-aria-components Modal and Dialog:
 * focus is trapped inside, Escape and a tap outside close it, focus returns to the opener).
 * Open state comes from the caller, so it can live in the shared interface state.
 */
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './filter-drawer.css';

interface FilterDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Sticks to the bottom of the panel, e.g. a "show results" button. */
  footer?: ReactNode;
}

export function FilterDrawer({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  children,
  footer,
}: FilterDrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="filter-drawer__overlay"
    >
      <Modal className="filter-drawer">
        <Dialog className="filter-drawer__dialog">
          <header className="filter-drawer__head">
            <Heading slot="title" className="filter-drawer__title">
              {title}
            </Heading>
            <Button slot="close" className="filter-drawer__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Button>
          </header>
          <div className="filter-drawer__body">{children}</div>
          {footer && <footer className="filter-drawer__foot">{footer}</footer>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
