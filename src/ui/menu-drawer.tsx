/**
 * A drawer from the start edge (AppModalOverlay): focus is trapped inside, and Escape, a click
 * on the backdrop or the close button close it; focus then returns to the control that opened it.
 */
import type { ReactNode } from 'react';
import { Button, Dialog, Heading } from 'react-aria-components';
import { AppModalOverlay } from './modal-overlay';
import { CloseIcon } from './drawer-icons';
import './menu-drawer.css';

interface MenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

export function MenuDrawer({ isOpen, onOpenChange, title, closeLabel, children }: MenuDrawerProps) {
  return (
    <AppModalOverlay
      modalClassName="menu-drawer"
      className="menu-drawer__overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Dialog className="menu-drawer__dialog">
        <div className="menu-drawer__head">
          <Heading slot="title" className="menu-drawer__title">
            {title}
          </Heading>
          <Button
            className="icon-button"
            aria-label={closeLabel}
            onPress={() => onOpenChange(false)}
          >
            <CloseIcon />
          </Button>
        </div>
        <div className="menu-drawer__body">{children}</div>
      </Dialog>
    </AppModalOverlay>
  );
}
