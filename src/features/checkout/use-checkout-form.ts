/**
 * The form's behaviour over the draft: the errors shown (message ids by field path), checks on blur and
 * on each step's Continue with focus moved to the first field in error, and the way back to the step
 * that holds a server's 422. A field already in error is re-checked as it changes, so the message goes
 * as soon as the value is right.
 */
import { useCallback, useEffect, useState } from 'react';
import type { FieldErrors } from '../../../contract/api/field-errors';
import type { CheckoutDraftRow, CheckoutStep } from '../../lib/db/schema';
import { fieldChange, fieldId, fieldValue, focusField } from './fields';
import type { DraftHandle } from './use-draft';
import {
  STEP_FIELDS,
  STEPS,
  firstErrorField,
  openStep,
  stepOfErrors,
  validateField,
  validateStep,
} from './validation';

export interface CheckoutForm {
  draft: CheckoutDraftRow;
  /** The step open (openStep: the saved one, or an earlier one that no longer passes). */
  step: CheckoutStep;
  errors: FieldErrors;
  value: (path: string) => string;
  /** Typing: saved a moment later. */
  set: (path: string, value: string) => void;
  /** A choice (radio, combo box): saved and checked at once. */
  choose: (path: string, value: string) => void;
  blur: (path: string) => void;
  /** Checks the open step; moves on when it passes, else focuses its first field in error. */
  next: () => void;
  goTo: (step: CheckoutStep) => void;
  /** Shows errors (a 422) at their fields, on the earliest step that holds them. */
  showErrors: (errors: FieldErrors) => void;
  /** Forgets a field's error (the code field, once the server takes a code). */
  clear: (path: string) => void;
  /** The step was opened by the shopper (not restored on load): its heading takes focus. */
  moved: boolean;
}

/** Replaces the errors of `paths` with those in `found`, leaving other fields' as they are. */
function replaceErrors(current: FieldErrors, paths: readonly string[], found: FieldErrors) {
  const next = { ...current };
  for (const path of paths) delete next[path];
  return { ...next, ...found };
}

export function useCheckoutForm({
  draft,
  update,
  flush,
  current,
}: DraftHandle & { draft: CheckoutDraftRow }): CheckoutForm {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    if (focusRequest) focusField(focusRequest.id);
  }, [focusRequest]);

  const recheck = useCallback((path: string, next: CheckoutDraftRow, always: boolean) => {
    setErrors((current) => {
      if (!always && !current[path]) return current;
      return replaceErrors(current, [path], { [path]: validateField(path, next) });
    });
  }, []);

  // Changes go through `update` with the latest draft: autofill fills several fields in one event.
  const set = (path: string, value: string) => {
    const next = update((d) => fieldChange(d, path, value));
    if (next) recheck(path, next, false);
  };

  const choose = (path: string, value: string) => {
    const next = update((d) => fieldChange(d, path, value));
    void flush();
    if (next) recheck(path, next, true);
  };

  const blur = (path: string) => {
    void flush();
    recheck(path, current() ?? draft, true);
  };

  const goTo = (step: CheckoutStep) => {
    update({ step });
    void flush();
    setMoved(true);
  };

  const next = () => {
    const latest = current() ?? draft;
    const step = openStep(latest);
    const found = validateStep(step, latest);
    setErrors((shown) => replaceErrors(shown, STEP_FIELDS[step], found));
    const first = firstErrorField(step, found);
    if (first) {
      setFocusRequest({ id: fieldId(first) });
      return;
    }
    const following = STEPS[STEPS.indexOf(step) + 1];
    if (following) goTo(following);
  };

  const showErrors = (found: FieldErrors) => {
    const step = stepOfErrors(found);
    setErrors(found);
    if (step !== openStep(current() ?? draft)) goTo(step);
    const first = firstErrorField(step, found);
    if (first) setFocusRequest({ id: fieldId(first) });
  };

  return {
    draft,
    step: openStep(draft),
    errors,
    value: (path) => fieldValue(draft, path),
    set,
    choose,
    blur,
    next,
    goTo,
    showErrors,
    clear: (path) => setErrors((shown) => replaceErrors(shown, [path], {})),
    moved,
  };
}
