/** The audit log, the owner's to read (contract: staffEndpoints.auditLog), and its members for the filter. */
import { staffEndpoints as e } from '../../../contract/admin/endpoints';
import { adminCall } from '../../lib/api';

export const AUDIT_PER_PAGE = 50;

/** The log's filters, as the URL keeps them ('' for none). */
export interface AuditFilters {
  entity: string;
  staff_id: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { entity: '', staff_id: '', action: '', from: '', to: '' };
export const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof AuditFilters)[];

export const readAudit = (page: number, filters: AuditFilters, signal?: AbortSignal) =>
  adminCall(e.auditLog, {
    query: {
      page,
      per_page: AUDIT_PER_PAGE,
      ...Object.fromEntries(FILTER_KEYS.filter((k) => filters[k]).map((k) => [k, filters[k]])),
    },
    signal,
  });

/** The members the "who" filter offers (the owner's list). */
export const readMembers = (signal?: AbortSignal) => adminCall(e.staffList, { signal });
