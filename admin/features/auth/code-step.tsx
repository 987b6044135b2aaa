/**
 * The second step of a sign-in for a member with an authenticator: the six digits the app shows now.
 * The challenge (from the password step) lasts five minutes; once it has expired the member starts
 * again from the password (`onExpired`). A wrong code keeps what was typed so it can be corrected.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../../src/ui/text-field';
import { AdminApiError } from '../../lib/api';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { startSession } from '../../lib/session';
import { FormAlert } from '../../ui/form-alert';
import { signInCode } from './api';

const FIELDS = [['code', 'sign-in-code']] as const;

interface CodeStepProps {
  challenge: string;
  /** The challenge is no longer good: back to the password. */
  onExpired: () => void;
  /** Signed in: the session is started, the caller goes on. */
  onSignedIn?: () => void;
}

export function CodeStep({ challenge, onExpired, onSignedIn }: CodeStepProps) {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const alert = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  useFocusOnError(errors, FIELDS, alert);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const { token, me } = await signInCode({ challenge, code });
      startSession(token, me);
      onSignedIn?.();
    } catch (error) {
      setPending(false);
      if (error instanceof AdminApiError && error.status === 422 && error.errors.challenge)
        return onExpired();
      setErrors(toErrors(error, ['code']));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <p className="auth__hint">{intl.formatMessage({ id: 'auth.code.hint' })}</p>
      <FormAlert ref={alert} messages={errors.form} />
      <FormTextField
        id="sign-in-code"
        label={intl.formatMessage({ id: 'auth.code.label' })}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        isRequired
        error={errors.fields.code}
      />
      <Button type="submit" className="button" isPending={pending}>
        {intl.formatMessage({ id: 'auth.code.submit' })}
      </Button>
    </form>
  );
}
