/** The cart's item count, live from Dexie (every tab's changes) and from the in-memory cart when storage fails. */
import { liveQuery } from 'dexie';
import { cartCount } from './cart-lines';
import { getMemoryCart, readLines, subscribeMemoryCart } from './store';

export function watchCartCount(onCount: (count: number) => void): () => void {
  let stored = 0;
  const report = () => {
    const memory = getMemoryCart();
    onCount(memory ? cartCount(memory) : stored);
  };
  const sub = liveQuery(() => readLines()).subscribe({
    next: (lines) => {
      stored = cartCount(lines);
      report();
    },
    error: () => report(),
  });
  const unsubscribeMemory = subscribeMemoryCart(report);
  return () => {
    sub.unsubscribe();
    unsubscribeMemory();
  };
}
