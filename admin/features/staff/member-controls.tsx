/**
 * What the owner changes on one member, in that member's row: the role, disabling (which signs them out
 * everywhere at once, so it is confirmed first) or enabling, and a new set-password link. The API's
 * refusals (the last owner, yourself) show under the control they are about; the row keeps showing
 * the member as the server has them.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { STAFF_ROLES, type StaffRole } from '../../../contract/admin/constants';
import type { StaffInvite, StaffMember } from '../../../contract/admin/types';
import { AppDialog } from '../../../src/ui/dialog';
import { useSubmitErrors } from '../../lib/error-text';
import { useSnapshot } from 'valtio';
import { session } from '../../lib/session';
import { newStaffLink, updateStaff } from './api';
import { SignOutEverywhere } from './sign-out-everywhere';
import '../../../src/ui/link-button.css';

interface ControlProps {
  member: StaffMember;
  onChanged: (member: StaffMember) => void;
}

/** The first message for `field` of a failed call, or its status line. */
function useFieldError(field: string) {
  const toErrors = useSubmitErrors();
  const [error, setError] = useState<string | null>(null);
  const fail = (thrown: unknown) => {
    const errors = toErrors(thrown, [field]);
    setError(errors.fields[field] ?? errors.form[0] ?? null);
  };
  return { error, fail, clear: () => setError(null) };
}

export function RoleSelect({ member, onChanged }: ControlProps) {
  const intl = useIntl();
  const { error, fail, clear } = useFieldError('role');
  const [pending, setPending] = useState(false);
  const id = `role-${member.id}`;
  const change = async (role: StaffRole) => {
    setPending(true);
    clear();
    try {
      onChanged(await updateStaff(member.id, { role }));
    } catch (thrown) {
      fail(thrown);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="cell-control">
      <label className="visually-hidden" htmlFor={id}>
        {intl.formatMessage({ id: 'staff.role_of' }, { email: member.email })}
      </label>
      <select
        id={id}
        className="select"
        value={member.role}
        disabled={pending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void change(event.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {intl.formatMessage({ id: `staff.role.${role}` })}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export function MemberActions({
  member,
  onChanged,
  onLink,
}: ControlProps & { onLink: (invite: StaffInvite) => void }) {
  const intl = useIntl();
  const { error, fail, clear } = useFieldError('disabled');
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const disabled = member.state === 'disabled';
  const selfId = useSnapshot(session).me?.member.id;
  const run = async (action: () => Promise<void>) => {
    setPending(true);
    clear();
    try {
      await action();
    } catch (thrown) {
      fail(thrown);
    } finally {
      setPending(false);
    }
  };
  const setDisabled = (value: boolean) =>
    run(async () => onChanged(await updateStaff(member.id, { disabled: value })));
  const errorId = `actions-${member.id}-error`;
  return (
    <div className="cell-control cell-control--row">
      <Button
        className="link-button"
        isDisabled={pending}
        aria-describedby={error ? errorId : undefined}
        onPress={() => (disabled ? void setDisabled(false) : setConfirming(true))}
      >
        {intl.formatMessage({ id: disabled ? 'staff.enable' : 'staff.disable' })}
      </Button>
      {!disabled && (
        <Button
          className="link-button"
          isDisabled={pending}
          onPress={() => void run(async () => onLink(await newStaffLink(member.id)))}
        >
          {intl.formatMessage({ id: 'staff.new_link' })}
        </Button>
      )}
      {!disabled && (
        <SignOutEverywhere memberId={member.id} email={member.email} self={member.id === selfId} />
      )}
      {error && (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      )}
      <AppDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage({ id: 'staff.disable.title' }, { email: member.email })}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
      >
        <p>{intl.formatMessage({ id: 'staff.disable.detail' })}</p>
        <div className="actions">
          <Button
            className="button button--danger"
            onPress={() => {
              setConfirming(false);
              void setDisabled(true);
            }}
          >
            {intl.formatMessage({ id: 'staff.disable' })}
          </Button>
          <Button className="button button--ghost" onPress={() => setConfirming(false)}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
        </div>
      </AppDialog>
    </div>
  );
}
