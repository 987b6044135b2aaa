/**
 * "Install app" in the side menu, for a shopper who wants the app before (or after dismissing) the
 * offer card. Only where the browser can show its install dialog; never when running installed.
 */
import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { menuSideBar } from '../../lib/ui-state';
import { rememberInstallAnswer } from './install-memory';
import { isStandalone } from './install-platform';
import { canPromptInstall, promptInstall, subscribeInstallPrompt } from './install-prompt-event';

export function InstallMenuItem({ className }: { className?: string }) {
  const intl = useIntl();
  const ready = useSyncExternalStore(subscribeInstallPrompt, canPromptInstall, () => false);
  const [standalone] = useState(() => isStandalone());
  if (!ready || standalone) return null;

  const install = async () => {
    // Close the menu first, so the browser's dialog is not drawn over a drawer.
    menuSideBar.close();
    const outcome = await promptInstall();
    if (outcome === 'accepted') rememberInstallAnswer('installed');
  };

  return (
    <div className={className}>
      <button type="button" className="button button--ghost" onClick={() => void install()}>
        {intl.formatMessage({ id: 'pwa.install.menu' })}
      </button>
    </div>
  );
}
