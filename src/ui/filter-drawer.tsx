/**
 * A panel that slides in from the side on small screens (AppModalOverlay and react-aria's Dialog:
 * focus is trapped inside, Escape and a tap outside close it, focus returns to the opener).
 * Open state comes from the caller, so it can live in the shared interface state.
 *
 * Given a `skeleton`, each open renders the frame (title, close button, footer) with the skeleton in
 * the body, and the body's content a frame later (useAfterPaint): on a mid-range phone the filter
 * panel's own render took half a second, and the drawer showed nothing until it was done (issue 38).
 */
import type { ReactNode } from 'react';
import { Button, Dialog, Heading } from 'react-aria-components';
import { AppModalOverlay } from './modal-overlay';
import { useAfterPaint } from './use-after-paint';
import './filter-drawer.css';

interface FilterDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Sticks to the bottom of the panel, e.g. a "show results" button. */
  footer?: ReactNode;
  /** Shown in the body until the first frame of each open has been painted; the children after. */
  skeleton?: ReactNode;
}

export function FilterDrawer({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  children,
  footer,
  skeleton,
}: FilterDrawerProps) {
  return (
    <AppModalOverlay
      modalClassName="filter-drawer"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="filter-drawer__overlay"
    >
      <Dialog className="filter-drawer__dialog">
        <header className="filter-drawer__head">
          <Heading slot="title" className="filter-drawer__title">
            {title}
          </Heading>
          <Button slot="close" className="filter-drawer__close" aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </Button>
        </header>
        {skeleton === undefined ? (
          <div className="filter-drawer__body">{children}</div>
        ) : (
          <LaterBody skeleton={skeleton}>{children}</LaterBody>
        )}
        {footer && <footer className="filter-drawer__foot">{footer}</footer>}
      </Dialog>
    </AppModalOverlay>
  );
}

/** The body, mounted with each open (the Modal's content is): the skeleton first, the children once painted. */
function LaterBody({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  const painted = useAfterPaint();
  return (
    <div className="filter-drawer__body" aria-busy={painted ? undefined : true}>
      {painted ? children : skeleton}
    </div>
  );
}
