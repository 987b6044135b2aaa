/**
 * One account form's state: the values typed, the errors shown (message ids by field, the API's 422
 * shape), and its submit. A field's error shows after it is left or on submit, and goes as soon as the
 * value is right. On submit the client checks first (the contract's schemas, the server's own rules);
 * a failure, the client's or the server's, moves focus to the first field in error and keeps every
 * value typed. A failure that belongs to no field (429, wrong pair, offline) is `formError`, a message id.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../contract/api/field-errors';
import { isApiError } from '../../lib/api/errors';
import { clearFormDraft, readFormDraft, saveFormDraft } from './form-draft';

export interface AccountFormOptions<F extends string> {
  /** Names the form: its inputs' ids (`login-email`) and its draft. */
  name: string;
  initial: Record<F, string>;
  /** Fields kept across a reload (never a password). */
  keep?: readonly NoInfer<F>[];
  validate: (values: NoInfer<Record<F, string>>) => FieldErrors;
  submit: (values: NoInfer<Record<F, string>>) => Promise<void>;
  /** A failure with no field of its own: the message id to show, or undefined for the default. */
  formErrorOf?: (error: unknown) => string | undefined;
}

export interface AccountForm<F extends string> {
  values: Record<F, string>;
  errors: FieldErrors;
  formError: string | null;
  busy: boolean;
  id: (field: F) => string;
  set: (field: F, value: string) => void;
  /** `to`: where focus went (the event's relatedTarget). */
  blur: (field: F, to?: EventTarget | null) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The message id of a failure that is not a field's. */
export function defaultFormError(error: unknown): string {
  if (!isApiError(error)) return 'account.form.failed';
  if (error.offline) return 'account.form.offline';
  if (error.statusCode === 429) return 'account.form.tooMany';
  return 'account.form.failed';
}

export function useAccountForm<F extends string>(opts: AccountFormOptions<F>): AccountForm<F> {
  const { name, keep = [] } = opts;
  const [values, setValues] = useState<Record<F, string>>(() => ({
    ...opts.initial,
    ...pick(readFormDraft(name), keep),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState<{ field: string } | null>(null);
  // The values of this very event (autofill fills several fields at once); `set` keeps it current.
  const latest = useRef(values);
  const fieldOrder = Object.keys(opts.initial);
  const id = (field: string) => `${name}-${field}`;

  useEffect(() => {
    if (focus) document.getElementById(id(focus.field))?.focus();
    // `id` only joins the name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  const showFieldError = (field: F, next: Record<F, string>) => {
    const found = opts.validate(next)[field];
    setErrors((shown) => {
      const rest = { ...shown };
      delete rest[field];
      return found ? { ...rest, [field]: found } : rest;
    });
  };

  const set = (field: F, value: string) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    if (keep.includes(field)) saveFormDraft(name, pick(next, keep));
    if (errors[field]) showFieldError(field, next);
  };

  const fail = (found: FieldErrors) => {
    setErrors(found);
    const first = fieldOrder.find((f) => found[f]?.length);
    if (first) setFocus({ field: first });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const current = latest.current;
    const found = opts.validate(current);
    if (Object.keys(found).length > 0) return fail(found);
    setErrors({});
    setBusy(true);
    opts
      .submit(current)
      .then(() => clearFormDraft(name))
      .catch((error: unknown) => {
        if (isApiError(error) && error.statusCode === 422 && error.errors) {
          const own = Object.fromEntries(
            Object.entries(error.errors).filter(([f]) => fieldOrder.includes(f)),
          );
          if (Object.keys(own).length > 0) return fail(own);
        }
        setFormError(opts.formErrorOf?.(error) ?? defaultFormError(error));
      })
      .finally(() => setBusy(false));
  };

  return {
    values,
    errors,
    formError,
    busy,
    id,
    set,
    blur: (field, to) => {
      // Leaving for the submit button: the submit checks every field. A message shown now would move
      // the button from under the pointer between press and release, and the press would be lost.
      if (to instanceof HTMLButtonElement && to.type === 'submit') return;
      showFieldError(field, latest.current);
    },
    onSubmit,
  };
}

function pick<F extends string>(from: Record<string, string>, fields: readonly F[]) {
  return Object.fromEntries(fields.filter((f) => f in from).map((f) => [f, from[f]])) as Record<
    F,
    string
  >;
}
