/** The audit log, the owner's to read (contract: staffEndpoints.auditLog). */
import { staffEndpoints as e } from '../../../contract/admin/endpoints';
import { adminCall } from '../../lib/api';

export const AUDIT_PER_PAGE = 50;

export const readAudit = (page: number, entity: string, signal?: AbortSignal) =>
  adminCall(e.auditLog, {
    query: { page, per_page: AUDIT_PER_PAGE, entity: entity || undefined },
    signal,
  });
