/**
 * After a route change, focus moves to the new page's main heading and its title is announced
 * (issue 38): left where it was, focus fell to <body> and a keyboard or screen-reader user started
 * again from the top (six tabs to checkout's Email). The page's heading may come later than the
 * route (its code or data on the way), the old page's may still be there for a moment, and a panel
 * the link was in (the side menu, the cart drawer) is still closing: react-aria gives focus back to
 * its trigger once it has gone. So this watches the page, and in a frame with an <h1> in <main> and
 * no dialog open, focuses it, below the sticky header (the page has scrolled to the top); if that
 * heading is replaced and focus falls to <body>, the new one gets it. It gives up after WAIT_MS, or
 * when the route changes again.
 */
const WAIT_MS = 10_000;

/** How long after focus is placed a heading the page swaps in gets it again (a loading state's h1). */
const KEEP_MS = 2_000;

/** How long after the focus the title is read out: the page sets it in an effect after its render. */
const ANNOUNCE_AFTER_MS = 300;

/**
 * The live region the title is read from, made when this module first loads (on the first route
 * change): a screen reader follows a region that was in the page before its text changed, and the
 * text comes at least ANNOUNCE_AFTER_MS later.
 */
const region = document.createElement('p');
region.className = 'visually-hidden';
region.setAttribute('aria-live', 'polite');
document.body.append(region);

/** Starts waiting for the new page's heading; returns a stop for the next route change. */
export function focusNewPage(): () => void {
  let placed = false;
  let frame = 0;
  let announce: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(schedule);
  let giveUp = setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(giveUp);
    cancelAnimationFrame(frame);
  }
  // Once a frame at most, however many nodes the page adds.
  function schedule() {
    if (!frame) frame = requestAnimationFrame(place);
  }
  function place() {
    frame = 0;
    const heading = document.querySelector<HTMLElement>('#main h1');
    // react-aria's dialogs carry no aria-modal (a Safari bug); while one is still there it keeps focus.
    if (!heading || document.querySelector('[role="dialog"]')) return;
    const active = document.activeElement;
    // Once placed, again only if the page swapped its heading and focus fell to <body> with it: where
    // the shopper has moved it since stays.
    if (heading === active || (placed && active !== document.body && active !== null)) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    if (placed) return;
    placed = true;
    announce = setTimeout(() => (region.textContent = document.title), ANNOUNCE_AFTER_MS);
    clearTimeout(giveUp);
    giveUp = setTimeout(stop, KEEP_MS);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  schedule();
  return () => {
    stop();
    clearTimeout(announce);
  };
}
