import { useIntl } from 'react-intl';

/** The text of a field's first message id; an id this build has no text for reads as "not valid". */
export function useErrorText(): (ids: readonly string[] | undefined) => string | undefined {
  const intl = useIntl();
  return (ids) => {
    const id = ids?.[0];
    if (!id) return undefined;
    return intl.formatMessage({ id: id in intl.messages ? id : 'checkout.errors.invalid' });
  };
}
