/** The shop's mails, previewed from sample data (contract: mailEndpoints; any member may read them). */
import { adminEndpoints as e } from '../../../contract/admin/endpoints';
import type { Lang } from '../../../contract/types';
import { adminCall } from '../../lib/api';

export const readMailKinds = (signal?: AbortSignal) => adminCall(e.mailKinds, { signal });

export const readMailPreview = (kind: string, lang: Lang, signal?: AbortSignal) =>
  adminCall(e.mailPreview, { params: { kind }, query: { lang }, signal });
