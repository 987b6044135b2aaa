/** The product page's read, spelled by the contract's path builders (the worker keeps it offline as is). */
import { productPath } from '../../../contract/api/paths';
import type { Lang } from '../../../contract/types';

export const productUrl = (slug: string, lang: Lang) => productPath(slug, { lang });
