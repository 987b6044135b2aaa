/** The dashboard's one call (contract: customerEndpoints.dashboard), in the member's language. */
import { customerEndpoints as e } from '../../../contract/admin/customer-endpoints';
import { adminCall } from '../../lib/api';

export const readDashboard = (lang: string, signal?: AbortSignal) =>
  adminCall(e.dashboard, { query: { lang }, signal });
