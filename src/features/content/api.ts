/** The content reads, spelled by the contract's path builders: a page (shipping, returns...) and an event. */
import { eventPath, pagePath } from '../../../contract/api/paths';
import type { Lang } from '../../../contract/types';

export const pageUrl = (slug: string, lang: Lang) => pagePath(slug, { lang });

export const eventUrl = (slug: string, lang: Lang) => eventPath(slug, { lang });
