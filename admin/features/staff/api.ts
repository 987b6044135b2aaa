/** Staff management, the owner's (contract: staffEndpoints; every write is audited by the server). */
import { staffEndpoints as e } from '../../../contract/admin/endpoints';
import type { StaffRole } from '../../../contract/admin/constants';
import { settingsEndpoints } from '../../../contract/admin/settings-endpoints';
import { adminCall } from '../../lib/api';

export const listStaff = (signal?: AbortSignal) => adminCall(e.staffList, { signal });
export const inviteStaff = (email: string, role: StaffRole) =>
  adminCall(e.inviteStaff, { body: { email, role } });
export const updateStaff = (id: string, patch: { role?: StaffRole; disabled?: boolean }) =>
  adminCall(e.updateStaff, { params: { id }, body: patch });
export const newStaffLink = (id: string) => adminCall(e.resetStaffLink, { params: { id } });
/** Ends every session of the member (contract: settingsEndpoints.signOutEverywhere; audited). */
export const signOutEverywhere = (id: string) =>
  adminCall(settingsEndpoints.signOutEverywhere, { params: { id } });
