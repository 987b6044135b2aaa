/** The large view of one image, opened by a tap or click on a gallery image; Escape closes it. */
import type { Image } from '../../contract/types';
import { AppDialog } from './dialog';
import { Img } from './img';
import './zoom-dialog.css';

interface ZoomDialogProps {
  image: Image | null;
  onClose: () => void;
  /** The dialog's name for screen readers, e.g. the product name and image number. */
  title: string;
  closeLabel: string;
}

export function ZoomDialog({ image, onClose, title, closeLabel }: ZoomDialogProps) {
  return (
    <AppDialog
      isOpen={image !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      hideTitle
      closeLabel={closeLabel}
      size="large"
    >
      {image && (
        <div className="zoom-view">
          <Img
            image={image}
            sizes="(min-width: 1024px) 64rem, 100vw"
            priority
            className="zoom-view__image"
          />
        </div>
      )}
    </AppDialog>
  );
}
