/**
 * Sign-in: email and password, then (for a member with an authenticator) the code. A wrong password
 * and an unknown email get the same answer, as the API gives; too many tries say how long to wait.
 * Signed in, the member goes back to the page they were on (`?next=`), or to the home screen.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Redirect, useSearch } from 'wouter';
import { FormTextField } from '../../../src/ui/text-field';
import { AdminApiError } from '../../lib/api';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { safeNext } from '../../lib/paths';
import { session, startSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { FormAlert } from '../../ui/form-alert';
import { signIn } from './api';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';

const FIELDS = [
  ['email', 'sign-in-email'],
  ['password', 'sign-in-password'],
] as const;

export function SignInPage() {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const snap = useSnapshot(session);
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const alert = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const title = intl.formatMessage({ id: 'auth.sign_in.title' });
  usePageTitle(title);
  useFocusOnError(errors, FIELDS, alert);

  // Signed in (here, or already): on to where the member was going.
  if (snap.token && snap.me) return <Redirect to={next} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const result = await signIn({ email, password });
      setErrors(NO_ERRORS);
      if ('challenge' in result) setChallenge(result.challenge);
      else startSession(result.token, result.me);
    } catch (error) {
      setErrors(
        error instanceof AdminApiError && error.status === 401
          ? { fields: {}, form: [intl.formatMessage({ id: 'auth.sign_in.wrong' })] }
          : toErrors(error, ['email', 'password']),
      );
    } finally {
      setPending(false);
    }
  };

  if (challenge)
    return (
      <AuthCard title={title}>
        <CodeStep
          challenge={challenge}
          onExpired={() => {
            setChallenge(null);
            setErrors({ fields: {}, form: [intl.formatMessage({ id: 'auth.code.expired' })] });
          }}
        />
      </AuthCard>
    );

  return (
    <AuthCard title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate className="form">
        <FormAlert ref={alert} messages={errors.form} />
        <FormTextField
          id="sign-in-email"
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          isRequired
          error={errors.fields.email}
        />
        <FormTextField
          id="sign-in-password"
          label={intl.formatMessage({ id: 'auth.password' })}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
          error={errors.fields.password}
        />
        <Button type="submit" className="button" isPending={pending}>
          {intl.formatMessage({ id: 'auth.sign_in.submit' })}
        </Button>
      </form>
    </AuthCard>
  );
}
