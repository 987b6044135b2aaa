/**
 * One choice among a few, drawn as cards (react-aria-components RadioGroup): real radios for keyboards
 * (arrows move, Tab leaves) and screen readers, each card with a title, a detail line and a price.
 */
import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import './form-field.css';

export interface Choice {
  value: string;
  title: string;
  detail?: ReactNode;
  aside?: ReactNode;
}

interface ChoiceGroupProps {
  /** The group's DOM id (focus goes to its checked or first radio). */
  id: string;
  label: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string | undefined;
  isRequired?: boolean;
}

export function ChoiceGroup({
  id,
  label,
  choices,
  value,
  onChange,
  error,
  isRequired,
}: ChoiceGroupProps) {
  return (
    <RadioGroup
      id={id}
      className="field choices"
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <Label className="field__label">{label}</Label>
      <div className="choices__list">
        {choices.map((c) => (
          <Radio key={c.value} value={c.value} className="option-card">
            <span className="option-card__dot" aria-hidden="true" />
            <span className="option-card__text">
              <span className="option-card__title">{c.title}</span>
              {c.detail && <span className="option-card__detail">{c.detail}</span>}
            </span>
            {c.aside && <span className="option-card__aside">{c.aside}</span>}
          </Radio>
        ))}
      </div>
      <FieldError className="field__error">{error}</FieldError>
    </RadioGroup>
  );
}
