import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Address, SavedAddress } from '../../../../contract/types';
import { QueryView } from '../../../lib/query-view';
import { addAddress, deleteAddress, saveAddress } from '../api';
import { defaultFormError } from '../use-account-form';
import { useAddresses } from '../use-addresses';
import { AddressCard, addressName } from './address-card';
import { AddressForm } from './address-form';
import { ConfirmDialog } from './confirm-dialog';
import { FormError } from './form-parts';

/**
 * Saved addresses: add, edit, delete (after a confirmation, as deleting cannot be undone), and choose
 * the default that checkout fills in.
 */
export function AddressesView() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const addresses = useAddresses();
  // 'new', an address id being edited, or null.
  const [editing, setEditing] = useState<string | null>(null);
  // The address the confirmation asks about, or null when it is closed.
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    work()
      .then(() => addresses.reload())
      .then(() => {
        setFailure(null);
        setDeleting(null);
      })
      .catch((error: unknown) => setFailure(defaultFormError(error)))
      .finally(() => setBusy(false));
  };

  const save = async (id: string | null, address: Address) => {
    await (id ? saveAddress(id, address) : addAddress(address));
    setEditing(null);
    await addresses.reload();
  };

  return (
    <section aria-labelledby="account-addresses-title">
      <h1 id="account-addresses-title">{t('account.addresses.title')}</h1>
      {/* While the confirmation is open its failure shows there, where focus is. */}
      <FormError id={deleting ? null : failure} />
      <QueryView state={addresses}>
        {(list) => (
          <div className="account-section">
            {list.length === 0 && editing !== 'new' && <p>{t('account.addresses.empty')}</p>}
            <ul className="account-list">
              {list.map((a) =>
                editing === a.id ? (
                  <li key={a.id}>
                    <AddressForm
                      name={`address-${a.id}`}
                      address={a}
                      onSave={(next) => save(a.id, next)}
                      onCancel={() => setEditing(null)}
                    />
                  </li>
                ) : (
                  <AddressCard
                    key={a.id}
                    address={a}
                    onEdit={() => setEditing(a.id)}
                    onDelete={() => {
                      setFailure(null);
                      setDeleting(a);
                    }}
                    onMakeDefault={() => act(() => saveAddress(a.id, { is_default: true }))}
                  />
                ),
              )}
            </ul>
            {editing === 'new' ? (
              <AddressForm
                name="address-new"
                onSave={(next) => save(null, next)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <p>
                <button type="button" className="button" onClick={() => setEditing('new')}>
                  {t('account.addresses.add')}
                </button>
              </p>
            )}
          </div>
        )}
      </QueryView>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('account.addresses.deleteTitle')}
        question={
          deleting ? t('account.addresses.deleteConfirm', { address: addressName(deleting) }) : ''
        }
        confirmLabel={t('account.addresses.deleteSubmit')}
        cancelLabel={t('account.addresses.deleteCancel')}
        busy={busy}
        failure={failure}
        onConfirm={() => deleting && act(() => deleteAddress(deleting.id))}
      />
    </section>
  );
}
