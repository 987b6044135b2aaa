/**
 * Calls `run` once the page has loaded and the main thread is idle (a timeout where idle never comes):
 * for work the page does not need to show itself or to answer a tap (the service worker's
 * registration, warming the code of the pages its links lead to).
 */
export function afterLoadAndIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => run(), { timeout: 5000 })
      : setTimeout(run, 200); // Safari has no requestIdleCallback
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
