/**
 * A group of filter checkboxes with counts (react-aria-components CheckboxGroup): each option is a
 * real checkbox for keyboards and screen readers, drawn as a row or, with `variant="pills"`, a pill.
 * An option may carry a colour swatch class, shown beside its name (never the colour alone).
 */
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import './check-box.css';
import './filter-options.css';
import './swatches.css';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
  swatchClass?: string;
}

interface FilterOptionsProps {
  label: string;
  options: FilterOption[];
  selected: string[];
  onChange: (values: string[]) => void;
  variant?: 'rows' | 'pills';
}

export function FilterOptions({
  label,
  options,
  selected,
  onChange,
  variant = 'rows',
}: FilterOptionsProps) {
  return (
    <CheckboxGroup
      className={`filter-options filter-options--${variant}`}
      value={selected}
      onChange={onChange}
    >
      <Label className="filter-options__label">{label}</Label>
      <div className="filter-options__list">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            className="filter-option"
            // An option no product has is still shown (the full set stays in view), but cannot be picked.
            isDisabled={option.count === 0 && !selected.includes(option.value)}
          >
            <span className="check-box" aria-hidden="true" />
            {option.swatchClass && (
              <span className={`filter-option__swatch ${option.swatchClass}`} aria-hidden="true" />
            )}
            <span className="filter-option__name">{option.label}</span>
            <span className="filter-option__count">({option.count})</span>
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
