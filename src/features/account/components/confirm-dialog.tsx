import { AppDialog } from '../../../ui/dialog';
import { FormError } from './form-parts';

/**
 * The account area's "are you sure" before what cannot be undone (deleting the account, a saved
 * address): the question, a failure if the last try failed, the destructive button first, and a way
 * out. The × and the way out share `cancelLabel`, so the × names what closing does.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  question,
  confirmLabel,
  cancelLabel,
  busy,
  failure,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
}) {
  return (
    <AppDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} closeLabel={cancelLabel}>
      <div className="account-section">
        <p>{question}</p>
        <FormError id={failure} />
        <div className="account-form__actions">
          <button
            type="button"
            className="button account-danger"
            aria-disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onOpenChange(false)}
          >
            {cancelLabel}
          </button>
        </div>
      </div>
    </AppDialog>
  );
}
