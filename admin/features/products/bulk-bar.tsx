/**
 * What the member does to the products selected in the list: publish, unpublish (back to draft) or
 * archive (gone from the shop, its page a 404: confirmed first). The API does it all or nothing and
 * answers how many changed (those already in that status are not counted); a refusal names each
 * product at fault (`ids.2`: a product with no variant cannot be published). Shown only while
 * something is selected.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AppDialog } from '../../../src/ui/dialog';
import { AdminApiError } from '../../lib/api';
import { errorIdText, statusText } from '../../lib/error-text';
import { bulkProducts, type BulkAction } from './api';

interface BulkBarProps {
  /** The selected products' ids, and how each is named in a message. */
  selected: readonly { id: string; name: string }[];
  onDone: (changed: number) => void;
  onClear: () => void;
}

export function BulkBar({ selected, onDone, onClear }: BulkBarProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const run = async (action: BulkAction) => {
    setPending(true);
    setErrors([]);
    try {
      const { changed } = await bulkProducts(
        selected.map((p) => p.id),
        action,
      );
      onDone(changed);
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 422)
        setErrors(
          Object.entries(error.errors).flatMap(([path, ids]) => {
            const product = selected[Number(/^ids\.(\d+)$/.exec(path)?.[1] ?? NaN)];
            return ids.map((id) =>
              product ? `${product.name}: ${errorIdText(intl, id)}` : errorIdText(intl, id),
            );
          }),
        );
      else setErrors([statusText(intl, error)]);
    } finally {
      setPending(false);
    }
  };

  if (selected.length === 0) return null;
  return (
    <div className="bulk-bar" role="region" aria-label={text('products.bulk.label')}>
      <p className="bulk-bar__count">
        {intl.formatMessage({ id: 'products.bulk.selected' }, { count: selected.length })}
      </p>
      <div className="bulk-bar__actions">
        <Button className="button" isDisabled={pending} onPress={() => void run('publish')}>
          {text('products.bulk.publish')}
        </Button>
        <Button
          className="button button--ghost"
          isDisabled={pending}
          onPress={() => void run('unpublish')}
        >
          {text('products.bulk.unpublish')}
        </Button>
        <Button
          className="button button--ghost"
          isDisabled={pending}
          onPress={() => setConfirming(true)}
        >
          {text('products.bulk.archive')}
        </Button>
        <Button className="link-button" isDisabled={pending} onPress={onClear}>
          {text('products.bulk.clear')}
        </Button>
      </div>
      {errors.length > 0 && (
        <ul className="bulk-bar__errors" role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <AppDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(
          { id: 'products.bulk.archive.title' },
          { count: selected.length },
        )}
        closeLabel={text('common.close')}
      >
        <p>{text('products.bulk.archive.detail')}</p>
        <div className="actions">
          <Button
            className="button button--danger"
            onPress={() => {
              setConfirming(false);
              void run('archive');
            }}
          >
            {text('products.bulk.archive')}
          </Button>
          <Button className="button button--ghost" onPress={() => setConfirming(false)}>
            {text('common.cancel')}
          </Button>
        </div>
      </AppDialog>
    </div>
  );
}
