/**
 * Mounts the install offer: Chromium's install dialog behind an "Install" button, or the how-to on iOS
 * Safari, at the moment install-moment.ts allows. The card's code loads only when it is due.
 */
import { Suspense } from 'react';
import { lazyWhenOnline } from '../../lib/lazy-when-online';
import { useInstallOffer } from './install-offer-state';

const InstallCard = lazyWhenOnline(() =>
  import('./install-card').then((m) => ({ default: m.InstallCard })),
);

export function InstallOffer() {
  const { kind, show, install, dismiss } = useInstallOffer();
  if (!show || !kind) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard kind={kind} onInstall={() => void install()} onDismiss={dismiss} />
    </Suspense>
  );
}
