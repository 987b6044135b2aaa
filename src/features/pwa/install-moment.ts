/**
 * When the install offer may appear. Pure, so the rule is tested on its own.
 *
 * The rule: only once the shopper has shown interest in this tab's session, that is after the second
 * distinct page (a landing page alone is often a bounce, and asking then is asking a stranger), or as
 * soon as they put something in the cart or the wishlist (they mean to come back, which is what
 * installing is for: the cart stays on the phone). Never on checkout pages, where the shopper is
 * paying and anything that covers the form costs an order; it comes back on leaving checkout.
 * Never when running installed, after an install, or within 90 days of "Not now".
 */

/** What this browser can be offered: its own install dialog, the iOS how-to, or nothing. */
export type InstallKind = 'prompt' | 'ios' | null;

export interface InstallMomentInput {
  kind: InstallKind;
  standalone: boolean;
  /** Installed, or dismissed within the snooze (install-memory.ts). */
  suppressed: boolean;
  inCheckout: boolean;
  /** Distinct pages seen in this tab's session, the current one included. */
  pageViews: number;
  /** Something was added to the cart or wishlist during this session. */
  savedSomething: boolean;
}

export const PAGE_VIEWS_BEFORE_OFFER = 2;

export function shouldOfferInstall(input: InstallMomentInput): boolean {
  if (!input.kind || input.standalone || input.suppressed || input.inCheckout) return false;
  return input.pageViews >= PAGE_VIEWS_BEFORE_OFFER || input.savedSomething;
}
