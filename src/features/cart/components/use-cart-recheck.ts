import { useEffect } from 'react';
import { useLang } from '../../../lib/i18n/routing';
import { recheckCart } from '../recheck';

/** Re-checks prices and stock when `active` turns true (the cart opens) and whenever the connection returns. */
export function useCartRecheck(active: boolean): void {
  const lang = useLang();
  useEffect(() => {
    if (active) void recheckCart(lang);
  }, [active, lang]);
  useEffect(() => {
    const onOnline = () => void recheckCart(lang);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [lang]);
}
