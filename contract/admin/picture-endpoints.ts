/** The admin API's endpoints for pictures: upload, order, alt text, colour (issue 37); spread into the table in endpoints.ts. */
import type { AdminEndpoint } from './endpoint';

export const pictureEndpoints = {} as const satisfies Record<string, AdminEndpoint>;
