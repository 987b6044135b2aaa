/** Pauses or resumes a code from its row; the row shows what the server answered. */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { AdminDiscount } from '../../../contract/admin/discount-types';
import { statusText } from '../../lib/error-text';
import { pauseDiscount, resumeDiscount } from './api';

interface PauseButtonProps {
  discount: AdminDiscount;
  onChanged: (discount: AdminDiscount) => void;
  onFailed: (message: string) => void;
}

export function PauseButton({ discount, onChanged, onFailed }: PauseButtonProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const verb = discount.paused ? 'resume' : 'pause';
  const press = async () => {
    setPending(true);
    try {
      onChanged(await (discount.paused ? resumeDiscount : pauseDiscount)(discount.code));
    } catch (error) {
      onFailed(statusText(intl, error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      className="link-button"
      isDisabled={pending}
      onPress={() => void press()}
      aria-label={intl.formatMessage({ id: `discounts.${verb}_named` }, { code: discount.code })}
    >
      {intl.formatMessage({ id: `discounts.${verb}` })}
    </Button>
  );
}
