import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { SavedAddress } from '../../../../contract/types';
import { countryOptions } from '../../../lib/country-options';
import { useLang } from '../../../lib/i18n/routing';
import { storeInfoState } from '../../../lib/store-info-state';

/** Who and where, short: what tells one saved address from another to a screen reader and in a dialog. */
export const addressName = (a: SavedAddress) => `${a.full_name}, ${a.address}`;

/**
 * One saved address and its actions. Each button's name says which address it acts on ("Edit
 * address: Lan, 12 Lê Lợi"), beginning with its visible word: a list of bare "Edit"s cannot be told
 * apart, and speech input still finds the button by what it shows.
 */
export function AddressCard({
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
  const t = (id: string) => intl.formatMessage({ id });
  const named = (id: string) => intl.formatMessage({ id }, { address: addressName(a) });
  const country = countryOptions(info, lang).find((c) => c.id === a.country)?.name ?? a.country;
  const action = (label: string, name: string, onPress: () => void) => (
    <button type="button" className="button button--ghost" aria-label={name} onClick={onPress}>
      {label}
    </button>
  );
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
        {action(t('account.addresses.edit'), named('account.addresses.editNamed'), onEdit)}
        {!a.is_default &&
          action(
            t('account.addresses.makeDefault'),
            named('account.addresses.makeDefaultNamed'),
            onMakeDefault,
          )}
        {action(t('account.addresses.delete'), named('account.addresses.deleteNamed'), onDelete)}
      </p>
    </li>
  );
}
