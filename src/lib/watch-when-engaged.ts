/**
 * A watch (a live query, a listener) whose code loads only once the shopper engages
 * (src/lib/engaged.ts): `load` brings the code, `watch` starts it and answers how to stop. The answer
 * stops it at whatever stage it is in: before the shopper engages, while the code loads (the watch then
 * never starts), or running. Its own module, not engaged.ts: only lazily loaded code uses it, so it
 * stays out of the app's entry.
 */
import { whenEngaged } from './engaged';

export function watchWhenEngaged<T>(
  load: () => Promise<T>,
  watch: (loaded: T) => () => void,
): () => void {
  let stopped = false;
  let stop = () => {};
  const cancelEngaged = whenEngaged(() => {
    void load().then((loaded) => {
      if (!stopped) stop = watch(loaded);
    });
  });
  return () => {
    stopped = true;
    cancelEngaged();
    stop();
  };
}
