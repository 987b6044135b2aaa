/**
 * Re-checks the cart's prices and stock with the API (when the cart opens, and when the connection
 * returns). The answer is recorded on the lines for the shopper to accept; offline, nothing changes.
 */
import type { Lang } from '../../../contract/types';
import { checkVariants } from './api';
import { getMemoryCart, readLines, recordChecks } from './store';

let running: Promise<void> | null = null;

/** One re-check at a time; a call while one runs waits for it instead of asking again. */
export function recheckCart(lang: Lang): Promise<void> {
  running ??= run(lang).finally(() => {
    running = null;
  });
  return running;
}

async function run(lang: Lang): Promise<void> {
  const lines = getMemoryCart() ?? (await readLines().catch(() => []));
  const ids = lines.map((l) => l.variantId);
  if (ids.length === 0) return;
  try {
    await recordChecks(await checkVariants(ids, lang), ids);
  } catch {
    // Offline or the API down: the lines keep what was last seen; the next trigger tries again.
  }
}
