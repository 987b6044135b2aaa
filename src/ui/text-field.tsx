/**
 * A labelled text input with its error (react-aria-components TextField): the label names the input,
 * `aria-invalid` and `aria-describedby` point at the error while there is one. The caller decides what
 * the error is and when it shows (validationBehavior "aria": the browser's own bubbles never appear).
 */
import type { ComponentProps } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import './form-field.css';

type TextFieldProps = Pick<
  ComponentProps<typeof TextField>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'name' | 'isRequired' | 'onBlur'
> & {
  /** The input's DOM id, so a form can move focus to it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

export function FormTextField({ id, label, error, ...rest }: TextFieldProps) {
  return (
    <TextField
      className="field"
      id={id}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      {...rest}
    >
      <Label className="field__label">{label}</Label>
      <Input className="field__input" />
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}
