/**
 * The slug a new product gets from its Vietnamese name, as the server makes it: contract/admin/slug.ts
 * (marks dropped, lower-case, hyphens), then what a storefront URL cannot carry dropped, as
 * server/admin/catalog/shop-slug.ts does (a letter NFD cannot take apart, another script). Shown while
 * the member has not typed one; the server still makes it unique (`-2`) when saving.
 */
import { slugFromName } from '../../../contract/admin/slug';

export function autoSlug(name: string): string {
  return slugFromName(name)
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
