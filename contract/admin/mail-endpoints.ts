/**
 * The admin API's endpoints for the shop's mails (issue 39): the kinds it sends, and a preview of one
 * in either language; spread into the table in endpoints.ts. Reading them is any member's.
 */
import type { AdminEndpoint } from './endpoint';
import * as shape from './mail-shapes';

export const mailEndpoints = {
  mailKinds: {
    method: 'GET',
    route: '/api/admin/mails',
    answer: shape.MailKindsSchema,
    role: 'staff',
  },
  /** `?lang=vi|en` (vi when left out); 404 for a kind the shop does not send. */
  mailPreview: {
    method: 'GET',
    route: '/api/admin/mails/:kind/preview',
    params: { kind: shape.MailKindParamSchema },
    query: shape.MailPreviewQuerySchema,
    answer: shape.MailPreviewSchema,
    role: 'staff',
  },
} as const satisfies Record<string, AdminEndpoint>;
