/**
 * A new member's first password, or a new one, from the link the owner (or `npm run staff`) made:
 * `/admin/set-password?token=…`, good once, for an hour. The storefront's password rules and messages
 * apply (account.errors.*). Then the member is signed in, after their authenticator's code if they
 * have one. A dead link says to ask the owner for a new one: a member cannot make one themselves.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { MIN_PASSWORD } from '../../../contract/api/limits';
import { FormTextField } from '../../../src/ui/text-field';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { ADMIN_PATHS } from '../../lib/paths';
import { startSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { FormAlert } from '../../ui/form-alert';
import { setPassword } from './api';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';

const FIELDS = [
  ['password', 'set-password-new'],
  ['password_confirmation', 'set-password-confirm'],
] as const;

export function SetPasswordPage() {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const alert = useRef<HTMLDivElement>(null);
  const [password, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const title = intl.formatMessage({ id: 'auth.set_password.title' });
  usePageTitle(title);
  useFocusOnError(errors, FIELDS, alert);
  const home = () => navigate(ADMIN_PATHS.home, { replace: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const result = await setPassword({ token, password, password_confirmation: confirmation });
      if ('challenge' in result) return setChallenge(result.challenge);
      startSession(result.token, result.me);
      home();
    } catch (error) {
      setErrors(toErrors(error, ['password', 'password_confirmation']));
    } finally {
      setPending(false);
    }
  };

  if (!token)
    return (
      <AuthCard title={title}>
        <FormAlert messages={[intl.formatMessage({ id: 'admin.errors.link_invalid' })]} />
      </AuthCard>
    );

  // The password is set (the link is used): a code that took too long means signing in as usual.
  if (challenge)
    return (
      <AuthCard title={title}>
        <CodeStep
          challenge={challenge}
          onSignedIn={home}
          onExpired={() => navigate(ADMIN_PATHS.signIn, { replace: true })}
        />
      </AuthCard>
    );

  return (
    <AuthCard title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate className="form">
        <p className="auth__hint">
          {intl.formatMessage({ id: 'auth.set_password.hint' }, { min: MIN_PASSWORD })}
        </p>
        <FormAlert ref={alert} messages={errors.form} />
        <FormTextField
          id="set-password-new"
          label={intl.formatMessage({ id: 'auth.set_password.new' })}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setNewPassword}
          isRequired
          error={errors.fields.password}
        />
        <FormTextField
          id="set-password-confirm"
          label={intl.formatMessage({ id: 'auth.set_password.confirm' })}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          isRequired
          error={errors.fields.password_confirmation}
        />
        <Button type="submit" className="button" isPending={pending}>
          {intl.formatMessage({ id: 'auth.set_password.submit' })}
        </Button>
      </form>
    </AuthCard>
  );
}
