/** The admin API's endpoints for products, variants, collections and stock (issue 37); spread into the table in endpoints.ts. */
import type { AdminEndpoint } from './endpoint';

export const catalogEndpoints = {} as const satisfies Record<string, AdminEndpoint>;
