/**
 * The content pages every storefront screen links to (its footer and side menu,
 * src/app/layouts/shop-links.ts). The back office refuses to delete them or change their slug
 * (server/admin/content/page-write.ts), so those links never lead to a 404.
 */
export const FOOTER_PAGES = ['shipping', 'returns', 'about', 'contact'] as const;
