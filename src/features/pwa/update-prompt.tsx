/**
 * The "new version" toast. It appears when a new service worker is waiting, never under /checkout
 * (it is taken down on entering checkout and shown again on leaving), and reloads only on the shopper's Reload.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { toast } from '../../ui/toast/toast-store';
import { isCheckoutPath } from './checkout-path';
import { applyUpdate, isUpdateWaiting, subscribeUpdateWaiting } from './register-sw';

export function UpdatePrompt() {
  const intl = useIntl();
  const [pathname] = useLocation();
  const waiting = useSyncExternalStore(subscribeUpdateWaiting, isUpdateWaiting, () => false);
  const blocked = isCheckoutPath(pathname);

  useEffect(() => {
    if (!waiting || blocked) return;
    const handle = toast({
      title: intl.formatMessage({ id: 'pwa.update.title' }),
      description: intl.formatMessage({ id: 'pwa.update.description' }),
      action: {
        label: intl.formatMessage({ id: 'pwa.update.reload' }),
        altText: intl.formatMessage({ id: 'pwa.update.reload_alt' }),
        onAction: applyUpdate,
      },
      type: 'foreground',
      duration: Infinity,
    });
    return () => handle.dismiss();
  }, [waiting, blocked, intl]);

  return null;
}
