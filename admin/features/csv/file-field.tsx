/** A labelled file input with a hint and its error, the error named by aria-describedby while shown. */
import '../../../src/ui/form-field.css';

interface FileFieldProps {
  id: string;
  label: string;
  hint: string;
  accept: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
  error?: string | undefined;
}

export function FileField({ id, label, hint, accept, disabled, onChange, error }: FileFieldProps) {
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="field__input file-input"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <span id={`${id}-hint`} className="field__hint">
        {hint}
      </span>
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
