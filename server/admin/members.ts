/** A staff row as the admin API answers it: never its hash nor its authenticator's secret. */
import type { Me, StaffMember } from '../../contract/admin/types';
import type { StaffRow } from './staff-session';

export function memberOf(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state: row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited',
    totp: row.totpEnabledAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export function meOf(row: StaffRow, requireTotp: boolean): Me {
  return { member: memberOf(row), must_set_up_totp: requireTotp && row.totpEnabledAt === null };
}
