/**
 * Applies the shopper's chosen colour mode (src/lib/color-mode.ts) to <html> before the first paint.
 * A module script runs only after the page is parsed and may be painted, so a shopper who chose dark
 * saw the light page first (issue 12). Part of the page's one inline script (head-script.ts).
 */
import { COLOR_MODE_KEY } from './constants';

export const COLOR_MODE_SCRIPT = `try{var m=localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)});if(m==='light'||m==='dark')document.documentElement.dataset.colorMode=m}catch(e){}`;
