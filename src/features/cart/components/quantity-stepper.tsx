import { useIntl } from 'react-intl';
import { QuantityStepper as Stepper } from '../../../ui/quantity-stepper';

interface QuantityStepperProps {
  value: number;
  max: number;
  /** The product's name, so each button says what it changes. */
  name: string;
  onChange: (value: number) => void;
  isDisabled?: boolean;
}

/** − n + bounded by 1 and the stock (at most 99); typing a number works too, and is clamped on commit. */
export function QuantityStepper({ value, max, name, onChange, isDisabled }: QuantityStepperProps) {
  const intl = useIntl();
  return (
    <Stepper
      label={intl.formatMessage({ id: 'cart.quantity' })}
      hideLabel
      compact
      value={value}
      max={max}
      onChange={onChange}
      isDisabled={isDisabled}
      labels={{
        decrease: intl.formatMessage({ id: 'cart.decrease' }, { name }),
        increase: intl.formatMessage({ id: 'cart.increase' }, { name }),
      }}
    />
  );
}
