/**
 * Whether the page's head script kept a tap on a control that uses `part` before the app started
 * (contract/early-input-script.ts names them in `<html data-warm>`; decision 030). A kept part starts
 * its work (its code, the device's database) beside the app's start, so that the tap, replayed once
 * the page is ready, finds it done. Never on the server: nothing was tapped there.
 */
import type { OnUsePart } from './on-use-parts';

export const wasKept = (part: OnUsePart | undefined): boolean =>
  !import.meta.env.SSR && !!document.documentElement.dataset.warm?.split(' ').includes(part!);
