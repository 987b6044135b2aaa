/** Names and links the header, footer and side menu share. */
export const FALLBACK_STORE_NAME = 'Mây Clothing';

/** The content pages every screen links to: in the footer and in the side menu. */
export { FOOTER_PAGES as CONTENT_PAGES } from '../../../contract/footer-pages';
