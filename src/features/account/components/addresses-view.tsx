import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { Address } from '../../../../contract/types';
import { countryOptions } from '../../../lib/country-options';
import { useLang } from '../../../lib/i18n/routing';
import { QueryView } from '../../../lib/query-view';
import { storeInfoState } from '../../../lib/store-info-state';
import { addAddress, deleteAddress, saveAddress } from '../api';
import type { SavedAddress } from '../../../../contract/types';
import { defaultFormError } from '../use-account-form';
import { useAddresses } from '../use-addresses';
import { AddressForm } from './address-form';
import { FormError } from './form-parts';

/** Saved addresses: add, edit, delete, and choose the default that checkout fills in. */
export function AddressesView() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const addresses = useAddresses();
  // 'new', an address id being edited, or null.
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = (work: Promise<unknown>) =>
    work
      .then(() => addresses.reload())
      .then(() => setFailure(null))
      .catch((error: unknown) => setFailure(defaultFormError(error)));

  const save = async (id: string | null, address: Address) => {
    await (id ? saveAddress(id, address) : addAddress(address));
    setEditing(null);
    await addresses.reload();
  };

  return (
    <section aria-labelledby="account-addresses-title">
      <h1 id="account-addresses-title">{t('account.addresses.title')}</h1>
      <FormError id={failure} />
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
                    onDelete={() => act(deleteAddress(a.id))}
                    onMakeDefault={() => act(saveAddress(a.id, { is_default: true }))}
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
    </section>
  );
}

function AddressCard({
  address: a,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const intl = useIntl();
  const lang = useLang();
  const { info } = useSnapshot(storeInfoState);
  const t = (id: string) => intl.formatMessage({ id }, { name: a.full_name });
  const country = countryOptions(info, lang).find((c) => c.id === a.country)?.name ?? a.country;
  return (
    <li className="account-card">
      <p className="account-card__title">
        {a.full_name}
        {a.is_default && ` · ${t('account.addresses.default')}`}
      </p>
      <p>
        {[a.address, a.city, a.state, a.zip, country].filter(Boolean).join(', ')}
        <br />
        {a.phone}
      </p>
      <p className="account-form__actions">
        <button type="button" className="button button--ghost" onClick={onEdit}>
          {t('account.addresses.edit')}
        </button>
        {!a.is_default && (
          <button type="button" className="button button--ghost" onClick={onMakeDefault}>
            {t('account.addresses.makeDefault')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onDelete}>
          {t('account.addresses.delete')}
        </button>
      </p>
    </li>
  );
}
