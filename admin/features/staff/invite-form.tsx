/**
 * Inviting a member: their email and role. The answer is the member (invited, no password yet) and a
 * one-time link to set one, also mailed to them; the link is shown to copy, since mail may be slow or
 * not set up. An email already on the staff is refused at its field; what was typed stays.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { STAFF_ROLES, type StaffRole } from '../../../contract/admin/constants';
import type { StaffInvite } from '../../../contract/admin/types';
import { ChoiceGroup } from '../../../src/ui/choice-group';
import { FormTextField } from '../../../src/ui/text-field';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { FormAlert } from '../../ui/form-alert';
import { inviteStaff } from './api';
import { LinkPanel } from './link-panel';

const FIELDS = [
  ['email', 'invite-email'],
  ['role', 'invite-role'],
] as const;

export function InviteForm({ onInvited }: { onInvited: (invite: StaffInvite) => void }) {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const alert = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const [invite, setInvite] = useState<StaffInvite | null>(null);
  useFocusOnError(errors, FIELDS, alert);

  if (invite) return <LinkPanel invite={invite} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const answer = await inviteStaff(email, role);
      setInvite(answer);
      onInvited(answer);
    } catch (error) {
      setErrors(toErrors(error, ['email', 'role']));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <FormAlert ref={alert} messages={errors.form} />
      <FormTextField
        id="invite-email"
        label={intl.formatMessage({ id: 'staff.email' })}
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        isRequired
        error={errors.fields.email}
      />
      <ChoiceGroup
        id="invite-role"
        label={intl.formatMessage({ id: 'staff.role' })}
        value={role}
        onChange={(value) => setRole(value as StaffRole)}
        choices={STAFF_ROLES.map((value) => ({
          value,
          title: intl.formatMessage({ id: `staff.role.${value}` }),
          detail: intl.formatMessage({ id: `staff.role.${value}.detail` }),
        }))}
        error={errors.fields.role}
      />
      <Button type="submit" className="button" isPending={pending}>
        {intl.formatMessage({ id: 'staff.invite.submit' })}
      </Button>
    </form>
  );
}
