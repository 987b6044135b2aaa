import { splitLang } from '../../../contract/routes';

/** True under /checkout or /en/checkout (confirmation included): no update prompt may interrupt paying. */
export function isCheckoutPath(pathname: string): boolean {
  const { path } = splitLang(pathname);
  return path === '/checkout' || path.startsWith('/checkout/');
}
