/** The search read, spelled by the contract's path builders: the results page and the live suggestions. */
import { searchPath } from '../../../contract/api/paths';
import type { Lang } from '../../../contract/types';
import { api } from '../../lib/api/client';

export const searchUrl = (q: string, lang: Lang, limit: number) => searchPath({ q, lang, limit });

export const fetchSearch = (q: string, lang: Lang, limit: number, signal: AbortSignal) =>
  api.get(searchUrl(q, lang, limit), { signal });
