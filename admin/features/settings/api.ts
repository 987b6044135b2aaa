/** The store's security settings, the owner's (contract: staffEndpoints; saving is audited). */
import { staffEndpoints as e } from '../../../contract/admin/endpoints';
import { adminCall } from '../../lib/api';

export const readSecurity = (signal?: AbortSignal) => adminCall(e.securitySettings, { signal });
export const saveSecurity = (requireTotp: boolean) =>
  adminCall(e.saveSecuritySettings, { body: { require_totp: requireTotp } });
