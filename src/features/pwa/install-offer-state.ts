/**
 * The install offer's state for one tab: what can be offered (install-platform), whether the rule in
 * install-moment.ts says now, and the two answers. Reads the early-captured prompt event.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { watchWhenEngaged } from '../../lib/watch-when-engaged';
import { isCheckoutPath } from './checkout-path';
import { isInstallOfferSuppressed, rememberInstallAnswer } from './install-memory';
import { shouldOfferInstall, type InstallKind, PAGE_VIEWS_BEFORE_OFFER } from './install-moment';
import { currentDevice, isIosSafari, isStandalone } from './install-platform';
import {
  canPromptInstall,
  isAppInstalled,
  onAppInstalled,
  promptInstall,
  subscribeInstallPrompt,
} from './install-prompt-event';
import {
  landingPath,
  notePageView,
  pageViewCount,
  sessionStart,
  subscribePageViews,
} from './install-session';

export interface InstallOffer {
  kind: InstallKind;
  show: boolean;
  install: () => Promise<void>;
  dismiss: () => void;
}

/** `landing`: the path the tab loaded (install-session.ts), for tests. */
export function useInstallOffer(landing = landingPath()): InstallOffer {
  const [pathname] = useLocation();
  const promptReady = useSyncExternalStore(subscribeInstallPrompt, canPromptInstall, () => false);
  const [ios] = useState(() => isIosSafari(currentDevice()));
  const [standalone] = useState(() => isStandalone());
  const [suppressed, setSuppressed] = useState(
    () => isAppInstalled() || isInstallOfferSuppressed(),
  );
  const [since] = useState(() => sessionStart());
  const pageViews = useSyncExternalStore(subscribePageViews, pageViewCount, () => 0);
  const [savedSomething, setSavedSomething] = useState(false);
  // Once the shopper has pressed Install the event is used up; do not fall back to the iOS how-to.
  const [answered, setAnswered] = useState(false);
  const kind: InstallKind = answered ? null : promptReady ? 'prompt' : ios ? 'ios' : null;

  // The page the app started on is counted first: this code comes once the browser is idle after
  // the first paint, and a shopper quick to tap a link had left that page by then (it went uncounted,
  // and the offer waited a page more).
  useEffect(() => void (landing && notePageView(landing)), [landing]);
  useEffect(() => void notePageView(pathname), [pathname]);

  useEffect(
    () =>
      onAppInstalled(() => {
        rememberInstallAnswer('installed');
        setSuppressed(true);
      }),
    [],
  );

  // Watch the cart and wishlist only while that signal could still change the answer, and from the
  // shopper's first input on (src/lib/engaged.ts): only what they do adds a row.
  const watch =
    kind !== null &&
    !standalone &&
    !suppressed &&
    !savedSomething &&
    pageViews < PAGE_VIEWS_BEFORE_OFFER;
  useEffect(() => {
    if (!watch) return;
    return watchWhenEngaged(
      () => import('./install-saved-watch'),
      ({ watchSavedSince }) => watchSavedSince(since, () => setSavedSomething(true)),
    );
  }, [watch, since]);

  const show = shouldOfferInstall({
    kind,
    standalone,
    suppressed,
    inCheckout: isCheckoutPath(pathname),
    pageViews,
    savedSomething,
  });

  const install = useCallback(async () => {
    setAnswered(true);
    const outcome = await promptInstall();
    if (outcome === 'accepted') rememberInstallAnswer('installed');
    if (outcome === 'dismissed') rememberInstallAnswer('dismissed');
    setSuppressed(true);
  }, []);

  const dismiss = useCallback(() => {
    rememberInstallAnswer('dismissed');
    setSuppressed(true);
  }, []);

  return { kind, show, install, dismiss };
}
