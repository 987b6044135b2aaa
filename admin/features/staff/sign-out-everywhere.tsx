/**
 * Sign out everywhere: ends every session of a member, on every device, after a confirmation. The owner
 * has it on each member's row; every member has it for themself beside "Sign out" (the layout), where
 * their own session ends too and they land on the sign-in screen.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AppDialog } from '../../../src/ui/dialog';
import { useSubmitErrors } from '../../lib/error-text';
import { endSession } from '../../lib/session';
import { signOutEverywhere } from './api';
import '../../../src/ui/link-button.css';

interface Props {
  memberId: string;
  email: string;
  /** The member is the one signed in here: their session here ends too. */
  self: boolean;
  className?: string;
}

export function SignOutEverywhere({ memberId, email, self, className = 'link-button' }: Props) {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const run = async () => {
    setConfirming(false);
    setPending(true);
    setStatus(null);
    try {
      const { sessions_ended } = await signOutEverywhere(memberId);
      if (self) endSession(null);
      else setStatus(t('staff.sign_out_everywhere.done', { count: sessions_ended }));
    } catch (thrown) {
      setStatus(toErrors(thrown, []).form[0] ?? null);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button className={className} isDisabled={pending} onPress={() => setConfirming(true)}>
        {t('staff.sign_out_everywhere')}
      </Button>
      {status && (
        <span className="field__hint" role="status">
          {status}
        </span>
      )}
      <AppDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t(self ? 'staff.sign_out_everywhere.own_title' : 'staff.sign_out_everywhere.title', {
          email,
        })}
        closeLabel={t('common.close')}
      >
        <p>
          {t(self ? 'staff.sign_out_everywhere.own_detail' : 'staff.sign_out_everywhere.detail')}
        </p>
        <div className="actions">
          <Button className="button button--danger" onPress={() => void run()}>
            {t('staff.sign_out_everywhere')}
          </Button>
          <Button className="button button--ghost" onPress={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      </AppDialog>
    </>
  );
}
