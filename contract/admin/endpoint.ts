/** One admin endpoint's description (the table is endpoints.ts, the groups beside it). */
import type * as v from 'valibot';
import type { Method } from '../api/endpoints';
import type { StaffRole } from './constants';

export interface AdminEndpoint {
  method: Method;
  /** The route pattern (`:name` for one path segment). */
  route: `/api/admin/${string}`;
  params?: Record<string, v.GenericSchema<string>>;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** The shape of `data` in a success; absent for an answer without a body (204). */
  answer?: v.GenericSchema;
  status?: 201 | 202 | 204;
  /** The least role that may call it, or `public` (the sign-in steps, which make the session). */
  role: StaffRole | 'public';
  /** Open to a member who must still set up the authenticator the owner requires. */
  beforeTotp?: boolean;
  /**
   * A multipart upload's own body limit, in bytes, in place of the API's 64 KiB for JSON: the route
   * applies it after its guard (server/admin/route.ts), so no one unsigned-in sends that much.
   */
  maxBodyBytes?: number;
}
