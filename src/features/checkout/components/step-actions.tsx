import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { BusyButton } from '../../../ui/busy-button';
import '../../../ui/link-button.css';

interface StepActionsProps {
  onBack?: () => void;
  submitLabel?: string;
  /** Working on it: the submit button waits (its label says what it is doing). */
  isBusy?: boolean;
}

/** Back (to the step before) and the step's submit button. */
export function StepActions({ onBack, submitLabel, isBusy = false }: StepActionsProps) {
  const intl = useIntl();
  return (
    <div className="checkout-actions">
      {onBack && (
        <Button className="link-button" onPress={onBack}>
          {intl.formatMessage({ id: 'checkout.back' })}
        </Button>
      )}
      <BusyButton type="submit" className="button checkout-actions__next" isBusy={isBusy}>
        {submitLabel ?? intl.formatMessage({ id: 'checkout.continue' })}
      </BusyButton>
    </div>
  );
}
