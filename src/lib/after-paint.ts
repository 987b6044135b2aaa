/**
 * Resolves once the server-rendered page has been painted and its main picture (the one the page
 * preloads with high priority) has loaded, or after a cap, so hydration's work never holds back
 * what the shopper came to see. Links work meanwhile: they are plain links to server pages.
 */
const PICTURE_WAIT_CAP_MS = 2500;

export async function afterFirstPaint(doc: Document): Promise<void> {
  await nextFrame();
  const picture = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (picture && !picture.complete) {
    await Promise.race([
      new Promise<void>((resolve) => {
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
      }),
      new Promise<void>((resolve) => setTimeout(resolve, PICTURE_WAIT_CAP_MS)),
    ]);
  }
}

/**
 * After the next frame has been produced (a rAF callback runs before paint; the timeout after it).
 * A hidden tab produces no frames: the fallback timer goes on without one.
 */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}
