/**
 * Re-checks the cart's prices and stock with the API (when the cart opens, and when the connection
 * returns). The answer is recorded on the lines for the shopper to accept; offline, nothing changes.
 */
import type { Lang, VariantCheck } from '../../../contract/types';
import { api } from '../../lib/api/client';
import { getMemoryCart, readLines, recordChecks } from './store';

const BATCH = 100; // the endpoint's limit per call

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
    const checks: VariantCheck[] = [];
    for (let i = 0; i < ids.length; i += BATCH) {
      const chunk = ids.slice(i, i + BATCH);
      checks.push(
        ...(await api.get<VariantCheck[]>('/api/catalog/variants', { ids: chunk.join(','), lang })),
      );
    }
    await recordChecks(checks, ids);
  } catch {
    // Offline or the API down: the lines keep what was last seen; the next trigger tries again.
  }
}
