import { useState } from 'react';
import { useIntl } from 'react-intl';
import { deleteAccount } from '../api';
import { defaultFormError } from '../use-account-form';
import { ConfirmDialog } from './confirm-dialog';
import { FormError } from './form-parts';

/**
 * 'Sign out everywhere', and deleting the account behind the spec's confirmation. What follows on this
 * device (the session ends, the guest's data comes back) is the app's: `onSignOutEverywhere` and
 * `onDeleted`.
 */
export function SessionActions({
  onSignOutEverywhere,
  onDeleted,
}: {
  onSignOutEverywhere: () => Promise<void>;
  onDeleted: () => Promise<void>;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    work()
      .catch((error: unknown) => setFailure(defaultFormError(error)))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <section className="account-section" aria-labelledby="account-sessions-title">
        <h2 id="account-sessions-title">{t('account.sessions.title')}</h2>
        <p>{t('account.sessions.description')}</p>
        <p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => run(onSignOutEverywhere)}
          >
            {t('account.sessions.signOutEverywhere')}
          </button>
        </p>
      </section>
      <section className="account-section" aria-labelledby="account-delete-title">
        <h2 id="account-delete-title">{t('account.delete.title')}</h2>
        <p>{t('account.delete.description')}</p>
        <p>
          <button
            type="button"
            className="button account-danger"
            onClick={() => setConfirming(true)}
          >
            {t('account.delete.open')}
          </button>
        </p>
      </section>
      <FormError id={confirming ? null : failure} />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('account.delete.title')}
        question={t('account.delete.confirm')}
        confirmLabel={t('account.delete.submit')}
        cancelLabel={t('account.delete.cancel')}
        busy={busy}
        failure={failure}
        onConfirm={() =>
          run(async () => {
            await deleteAccount();
            await onDeleted();
          })
        }
      />
    </>
  );
}
