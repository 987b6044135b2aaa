/** The owner's settings: security (contract: staffEndpoints) and the store's; saving either is audited. */
import { staffEndpoints as e } from '../../../contract/admin/endpoints';
import { settingsEndpoints as settings } from '../../../contract/admin/settings-endpoints';
import type { StoreSettingsBody } from '../../../contract/admin/settings-types';
import { adminCall } from '../../lib/api';

export const readSecurity = (signal?: AbortSignal) => adminCall(e.securitySettings, { signal });
export const saveSecurity = (requireTotp: boolean) =>
  adminCall(e.saveSecuritySettings, { body: { require_totp: requireTotp } });

/** The store's settings (contract: settingsEndpoints; saving is audited, before and after). */
export const readStoreSettings = (signal?: AbortSignal) =>
  adminCall(settings.storeSettings, { signal });
export const saveStoreSettings = (body: StoreSettingsBody) =>
  adminCall(settings.saveStoreSettings, { body });
