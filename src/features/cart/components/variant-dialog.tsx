import type { ReactNode } from 'react';
import { Button, Dialog, Heading } from 'react-aria-components';
import { AppModalOverlay } from '../../../ui/modal-overlay';
import { useIntl } from 'react-intl';
import { CloseIcon } from './icons';
import '../../../ui/menu-icons.css';
import './cart.css';

interface VariantDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** A centred dialog for choosing a variant; Escape, a click outside and the close button close it. */
export function VariantDialog({ isOpen, onClose, title, children }: VariantDialogProps) {
  const intl = useIntl();
  return (
    <AppModalOverlay
      modalClassName="variant-dialog"
      className="variant-dialog__overlay"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
    >
      <Dialog className="variant-dialog__dialog">
        <div className="cart-drawer__head">
          <Heading slot="title" className="cart-drawer__title">
            {title}
          </Heading>
          <Button
            className="icon-button"
            aria-label={intl.formatMessage({ id: 'common.close' })}
            onPress={onClose}
          >
            <CloseIcon />
          </Button>
        </div>
        <div className="variant-dialog__body">{children}</div>
      </Dialog>
    </AppModalOverlay>
  );
}
