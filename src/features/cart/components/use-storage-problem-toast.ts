import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../../ui/toast/toast-store';
import { onCartStorageProblem } from '../store';

/** Tells the shopper when the device refused to save the cart (it stays in memory meanwhile). */
export function useStorageProblemToast(): void {
  const intl = useIntl();
  useEffect(
    () =>
      onCartStorageProblem((problem) =>
        toast({
          variant: 'destructive',
          description: intl.formatMessage({
            id: problem === 'quota' ? 'cart.storage.quota' : 'cart.storage.unavailable',
          }),
        }),
      ),
    [intl],
  );
}
