/** The product page's read, spelled by the contract's `apiPaths` (the worker keeps it offline as is). */
import { apiPaths } from '../../../contract/api/paths';
import type { Lang } from '../../../contract/types';

export const productUrl = (slug: string, lang: Lang) => apiPaths.product(slug, { lang });
