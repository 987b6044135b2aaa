/**
 * Deleting a collection, confirmed first. The API deletes only an empty one (no product, no
 * collection below it) and otherwise answers collection_not_empty: its text shows in the dialog, which
 * stays open so the member reads why.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { AdminCollection } from '../../../contract/admin/catalog-types';
import { AppDialog } from '../../../src/ui/dialog';
import { submitErrors } from '../../lib/error-text';
import { FormAlert } from '../../ui/form-alert';
import { deleteCollection } from './api';

interface DeleteCollectionProps {
  collection: AdminCollection;
  onDeleted: (id: string) => void;
}

export function DeleteCollection({ collection, onDeleted }: DeleteCollectionProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const name = intl.locale === 'en' ? collection.name_en : collection.name_vi;

  const remove = async () => {
    setPending(true);
    setMessages([]);
    try {
      await deleteCollection(collection.id);
      setOpen(false);
      onDeleted(collection.id);
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
        aria-label={intl.formatMessage({ id: 'collections.delete_named' }, { name })}
      >
        {intl.formatMessage({ id: 'collections.delete' })}
      </Button>
      <AppDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={intl.formatMessage({ id: 'collections.delete.title' }, { name })}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
      >
        <FormAlert messages={messages} />
        <p>{intl.formatMessage({ id: 'collections.delete.detail' })}</p>
        <div className="actions">
          <Button
            className="button button--danger"
            isPending={pending}
            onPress={() => void remove()}
          >
            {intl.formatMessage({ id: 'collections.delete' })}
          </Button>
          <Button className="button button--ghost" onPress={() => setOpen(false)}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
        </div>
      </AppDialog>
    </>
  );
}
