/**
 * A return action's submit: one at a time, its failure split into the form's fields and its alert
 * (focus moved there), and its answer (the request as it now is) handed to the screen.
 */
import { useRef, useState } from 'react';
import type { ReturnDetail } from '../../../contract/admin/return-types';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';

export function useReturnAction(
  fields: readonly (readonly [string, string])[],
  onDone: (next: ReturnDetail) => void,
) {
  const toErrors = useSubmitErrors();
  const alert = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  useFocusOnError(errors, fields, alert);
  const run = async (call: () => Promise<ReturnDetail>) => {
    if (pending) return;
    setPending(true);
    try {
      const next = await call();
      setErrors(NO_ERRORS);
      onDone(next);
    } catch (error) {
      setErrors(
        toErrors(
          error,
          fields.map(([name]) => name),
        ),
      );
    } finally {
      setPending(false);
    }
  };
  return { errors, setErrors, pending, run, alert };
}
