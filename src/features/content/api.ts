/** The content reads, spelled by the contract's `apiPaths`: a page (shipping, returns...) and an event. */
import { apiPaths } from '../../../contract/api/paths';
import type { Lang } from '../../../contract/types';

export const pageUrl = (slug: string, lang: Lang) => apiPaths.page(slug, { lang });

export const eventUrl = (slug: string, lang: Lang) => apiPaths.event(slug, { lang });
