/**
 * A value to hand on (a set-password link, an authenticator's secret): shown in a read-only field the
 * member can select, with a button that copies it. Where the clipboard is refused (an insecure
 * origin, a denied permission) the text is selected instead, ready for the keyboard's copy.
 */
import { useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';

interface CopyFieldProps {
  label: string;
  value: string;
  /** What the button copies, when it differs from what is shown (a secret shown in groups). */
  copyValue?: string;
  copyLabel: string;
  copiedLabel: string;
}

export function CopyField({ label, value, copyValue, copyLabel, copiedLabel }: CopyFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyValue ?? value);
      setCopied(true);
    } catch {
      input.current?.select();
    }
  };
  return (
    <div className="field copy-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field__row">
        <input
          ref={input}
          id={id}
          className="field__input"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button className="button button--ghost" onPress={() => void copy()}>
          {copyLabel}
        </Button>
      </div>
      <span className="copy-field__status" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}
