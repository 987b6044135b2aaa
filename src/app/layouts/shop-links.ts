/** Names and links the header, footer and side menu share. */
export const FALLBACK_STORE_NAME = 'Mây Clothing';

/** The content pages every screen links to: in the footer and in the side menu. */
export const CONTENT_PAGES = ['shipping', 'returns', 'about', 'contact'] as const;
