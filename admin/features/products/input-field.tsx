/**
 * A labelled one-line input with an optional hint, a placeholder and its error, for the editor's
 * fields: the label names it, `aria-describedby` points at the hint and the error, `aria-invalid`
 * marks it while the error shows. A native input (as the design system's FormTextField, which takes no
 * placeholder or hint), with the same classes.
 */
import type { ReactNode } from 'react';
import '../../../src/ui/form-field.css';

interface InputFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  placeholder?: string | undefined;
  inputMode?: 'text' | 'decimal' | 'numeric';
  maxLength?: number;
  lang?: string;
  /** Shown after the input, inside its row (a currency code). */
  suffix?: string;
  className?: string;
}

export function InputField(props: InputFieldProps) {
  const { id, label, value, onChange, error, hint, suffix, className, ...input } = props;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={suffix ? 'input-row' : undefined}>
        <input
          id={id}
          className="field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described.length ? described.join(' ') : undefined}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
        {suffix && (
          <span className="input-row__suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <span id={`${id}-hint`} className="editor__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
