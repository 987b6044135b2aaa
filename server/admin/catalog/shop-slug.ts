/**
 * A storefront slug made from a name: contract/admin/slug.ts's rule, then anything the storefront's
 * URLs cannot carry dropped (a letter NFD cannot take apart, such as `ø` or `ß`, or another script):
 * the product and collection routes accept kebab-case ASCII only, so a slug with such a letter
 * would name a page that answers 404.
 */
import { slugFromName } from '../../../contract/admin/slug';

export function shopSlug(name: string): string {
  return slugFromName(name)
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
