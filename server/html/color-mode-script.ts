/**
 * The one inline script of a server-rendered page: it applies the shopper's chosen colour mode
 * (src/lib/color-mode.ts) to <html> before the first paint. The boot script used to, but a module
 * script runs after the page is parsed and may be painted, so a shopper who chose dark saw the light
 * page first (issue 12). The page stays cacheable (no cookie) and the CSP allows this exact text by
 * its hash (server/http/security.ts), and nothing else inline.
 */
import { createHash } from 'node:crypto';
import { COLOR_MODE_KEY } from '../../contract/constants';

export const COLOR_MODE_SCRIPT = `try{var m=localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)});if(m==='light'||m==='dark')document.documentElement.dataset.colorMode=m}catch(e){}`;

/** The CSP source that allows exactly this script. */
export const COLOR_MODE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_MODE_SCRIPT).digest('base64')}'`;
