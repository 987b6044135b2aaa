/**
 * Deleting a page, an event or a slide, confirmed first. A refusal (a page the storefront's footer
 * links to) shows in the dialog, which stays open so the member reads why.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AppDialog } from '../../../src/ui/dialog';
import { submitErrors } from '../../lib/error-text';
import { FormAlert } from '../../ui/form-alert';

interface ConfirmDeleteProps {
  name: string;
  detail: string;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}

export function ConfirmDelete({ name, detail, remove, onDeleted }: ConfirmDeleteProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const text = (id: string) => intl.formatMessage({ id }, { name });

  const confirm = async () => {
    setPending(true);
    setMessages([]);
    try {
      await remove();
      setOpen(false);
      onDeleted();
    } catch (error) {
      setMessages(submitErrors(intl, error, []).form);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        className="link-button"
        onPress={() => {
          setMessages([]);
          setOpen(true);
        }}
        aria-label={text('content.delete_named')}
      >
        {text('content.delete')}
      </Button>
      <AppDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={text('content.delete.title')}
        closeLabel={text('common.close')}
      >
        <FormAlert messages={messages} />
        <p>{detail}</p>
        <div className="actions">
          <Button
            className="button button--danger"
            isPending={pending}
            onPress={() => void confirm()}
          >
            {text('content.delete')}
          </Button>
          <Button className="button button--ghost" onPress={() => setOpen(false)}>
            {text('common.cancel')}
          </Button>
        </div>
      </AppDialog>
    </>
  );
}
