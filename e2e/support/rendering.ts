import type { Locator } from '@playwright/test';

/**
 * Is the element rendered? False inside a `content-visibility: auto` box the browser skips for now
 * (styles.css: cards, the home sections and the related products out of view), where its layout box
 * stands at the placeholder height and nothing in it is styled or painted.
 */
export function isRendered(element: Locator): Promise<boolean> {
  return element.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
}
