/**
 * After a failed submit, focus goes to the first field with an error (its message is then read out
 * with it), or to the form's alert when no field has one, so a keyboard user lands on what to fix.
 */
import { useEffect, type RefObject } from 'react';
import type { SubmitErrors } from './error-text';

/** `fields` in the form's order, as [name, the input's DOM id]. */
export function useFocusOnError(
  errors: SubmitErrors,
  fields: readonly (readonly [string, string])[],
  alert: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const first = fields.find(([name]) => errors.fields[name]);
    if (first) document.getElementById(first[1])?.focus();
    else if (errors.form.length) alert.current?.focus();
    // Only a new set of errors moves focus, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);
}
