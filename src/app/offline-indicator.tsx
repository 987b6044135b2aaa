/**
 * A small bar while the device is offline, and a short 'Back online' note when the network returns.
 * One polite live region that stays mounted (a region added with its text is often not read out), so
 * screen readers hear each change once; not a toast, whose region holds one item and serves the cart.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useOnline } from '../lib/online-status';
import './offline-indicator.css';

/** How long 'Back online' stays: long enough to read, short enough not to linger. */
export const BACK_ONLINE_MS = 4000;

export function OfflineIndicator() {
  const online = useOnline();
  const [lastOnline, setLastOnline] = useState(online);
  const [back, setBack] = useState(false);
  // Filled one frame after mounting: text that arrives with its region is not announced.
  const [ready, setReady] = useState(false);
  if (online !== lastOnline) {
    setLastOnline(online);
    setBack(online);
  }

  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (!back) return;
    const timer = setTimeout(() => setBack(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [back]);

  const shown = !ready ? null : !online ? 'offline' : back ? 'back' : null;
  return (
    <div className="offline-indicator" role="status">
      {shown && (
        <p className={`offline-indicator__pill offline-indicator__pill--${shown}`}>
          <span className="offline-indicator__dot" aria-hidden="true" />
          <FormattedMessage id={shown === 'offline' ? 'offline.indicator' : 'offline.back'} />
        </p>
      )}
    </div>
  );
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default OfflineIndicator;
