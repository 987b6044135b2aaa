/** What a member sees of a screen their role does not open (the API answers it 403 too). */
import { FormattedMessage } from 'react-intl';

export function NotAllowed() {
  return (
    <section className="notice" aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title">
        <FormattedMessage id="errors.not_allowed.title" />
      </h1>
      <p>
        <FormattedMessage id="errors.not_allowed.detail" />
      </p>
    </section>
  );
}
