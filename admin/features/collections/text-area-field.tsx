/**
 * A labelled multi-line input with its error, as FormTextField (src/ui/text-field.tsx) is for one line:
 * react-aria's TextField around a TextArea, the error named by aria-describedby while there is one.
 */
import { FieldError, Label, TextArea, TextField } from 'react-aria-components';
import '../../../src/ui/form-field.css';

interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  rows?: number;
  error?: string | undefined;
}

export function TextAreaField({ id, label, error, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <TextField
      className="field"
      id={id}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      {...rest}
    >
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input" rows={rows} />
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}
