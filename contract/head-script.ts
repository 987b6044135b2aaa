/**
 * The page's one inline script, in <head> right after its charset, before any stylesheet: the
 * shopper's colour mode applied before the first paint (color-mode-script.ts), then the keeping of
 * taps and keys made before the app answers them (early-input-script.ts). The build puts it in
 * index.html (vite.config.ts), so a server-rendered page and the app shell a service worker answers
 * with both carry it; the CSP allows exactly this text by its hash (server/http/security.ts), and
 * nothing else inline. The page stays cacheable: no cookie, no nonce.
 */
import { COLOR_MODE_SCRIPT } from './color-mode-script';
import { EARLY_INPUT_SCRIPT } from './early-input-script';

export const HEAD_SCRIPT = `${COLOR_MODE_SCRIPT}\n${EARLY_INPUT_SCRIPT}`;

/** An HTML page with the script right after its charset. */
export function withHeadScript(html: string): string {
  return html.replace(
    /<meta charset[^>]*>/i,
    (meta) => `${meta}\n    <script>${HEAD_SCRIPT}</script>`,
  );
}
