/**
 * One choice of a radio group drawn as a card: a native radio, visually hidden inside its label, so
 * the whole card is the target and the browser gives the group its keyboard model (one tab stop,
 * arrow keys), its role and its states (docs/decisions/016). Style the card by
 * `:has(input:checked | :disabled | :focus-visible)`. Radios of one group share `name`.
 */
import type { ReactNode } from 'react';

interface RadioCardProps {
  className: string;
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
}

export function RadioCard({
  className,
  name,
  value,
  checked,
  disabled,
  onSelect,
  children,
}: RadioCardProps) {
  return (
    <label className={className}>
      <input
        type="radio"
        className="visually-hidden"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
      />
      {children}
    </label>
  );
}
