/**
 * The page's one inline script: it applies the shopper's chosen colour mode (src/lib/color-mode.ts)
 * to <html> before the first paint. A module script runs only after the page is parsed and may be
 * painted, so a shopper who chose dark saw the light page first (issue 12). The build puts it in
 * index.html (vite.config.ts), so both a server-rendered page and the app shell a service worker
 * answers with carry it; the CSP allows exactly this text by its hash (server/http/security.ts), and
 * nothing else inline. The page stays cacheable: no cookie, no nonce.
 */
import { COLOR_MODE_KEY } from './constants';

export const COLOR_MODE_SCRIPT = `try{var m=localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)});if(m==='light'||m==='dark')document.documentElement.dataset.colorMode=m}catch(e){}`;

/** An HTML page with the script right after its charset, before any stylesheet. */
export function withColorModeScript(html: string): string {
  return html.replace(
    /<meta charset[^>]*>/i,
    (meta) => `${meta}\n    <script>${COLOR_MODE_SCRIPT}</script>`,
  );
}
