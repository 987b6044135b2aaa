import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { NamedConflict } from '../features/cart/account-sync';
import { toast } from '../ui/toast/toast-store';
import { AccountMirror } from './account-mirror';

/**
 * The account mirror with the sign-in merge's notice: every cart line the merge could not keep whole
 * (out of stock, or less left than both carts held) is named, and the notice stays until closed, so
 * nothing leaves the cart unseen.
 */
export function AccountSync() {
  const intl = useIntl();
  const onConflicts = useCallback(
    (conflicts: NamedConflict[]) =>
      toast({
        title: intl.formatMessage({ id: 'account.merge.title' }),
        description: (
          <ul className="merge-notice">
            {conflicts.map((c) => (
              <li key={c.variantId}>
                {intl.formatMessage(
                  { id: c.kept === 0 ? 'account.merge.removed' : 'account.merge.cut' },
                  { name: c.name, kept: c.kept, wanted: c.wanted },
                )}
              </li>
            ))}
          </ul>
        ),
        variant: 'destructive',
        type: 'foreground',
        duration: Infinity,
      }),
    [intl],
  );
  return <AccountMirror onConflicts={onConflicts} />;
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default AccountSync;
