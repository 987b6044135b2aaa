/** The admin API's endpoints for the catalog's CSV import and export (issue 37); spread into the table in endpoints.ts. */
import type { AdminEndpoint } from './endpoint';

export const csvEndpoints = {} as const satisfies Record<string, AdminEndpoint>;
