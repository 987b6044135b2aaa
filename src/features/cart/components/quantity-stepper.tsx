import { useIntl } from 'react-intl';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';

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
    <NumberField
      className="qty"
      value={value}
      minValue={1}
      maxValue={Math.max(1, max)}
      step={1}
      isDisabled={isDisabled}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      onChange={(next) => {
        if (Number.isFinite(next) && next !== value) onChange(next);
      }}
    >
      <Label className="visually-hidden">{intl.formatMessage({ id: 'cart.quantity' })}</Label>
      <Group className="qty__group">
        <Button
          slot="decrement"
          className="qty__button"
          aria-label={intl.formatMessage({ id: 'cart.decrease' }, { name })}
        >
          −
        </Button>
        <Input className="qty__input" />
        <Button
          slot="increment"
          className="qty__button"
          aria-label={intl.formatMessage({ id: 'cart.increase' }, { name })}
        >
          +
        </Button>
      </Group>
    </NumberField>
  );
}
