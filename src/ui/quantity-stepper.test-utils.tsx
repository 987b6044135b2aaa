/** The stepper as a page holds it, with its own state, for the tests of the stepper and of lib/early-steps.ts. */
import { useState } from 'react';
import { QuantityStepper } from './quantity-stepper';

export function Stepper({ start = 1, max = 5 }: { start?: number; max?: number }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      label="Quantity"
      value={value}
      onChange={setValue}
      max={max}
      labels={{ decrease: 'One less', increase: 'One more' }}
    />
  );
}
