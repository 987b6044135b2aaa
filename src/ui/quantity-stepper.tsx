/** A number field with − and + buttons, bounded min..max (react-aria NumberField: spinbutton, arrow keys). */
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import './quantity-stepper.css';

interface QuantityStepperProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  isDisabled?: boolean;
  labels: { decrease: string; increase: string };
}

export function QuantityStepper({
  label,
  value,
  onChange,
  min = 1,
  max,
  isDisabled,
  labels,
}: QuantityStepperProps) {
  return (
    <NumberField
      className="qty-stepper"
      value={value}
      // Cleared or invalid input (NaN) falls back to the lower bound.
      onChange={(v) => onChange(Number.isNaN(v) ? min : v)}
      minValue={min}
      maxValue={Math.max(min, max)}
      step={1}
      isDisabled={isDisabled}
      formatOptions={{ maximumFractionDigits: 0 }}
    >
      <Label className="qty-stepper__label">{label}</Label>
      <Group className="qty-stepper__group">
        <Button slot="decrement" className="qty-stepper__button" aria-label={labels.decrease}>
          −
        </Button>
        <Input className="qty-stepper__input" />
        <Button slot="increment" className="qty-stepper__button" aria-label={labels.increase}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}
