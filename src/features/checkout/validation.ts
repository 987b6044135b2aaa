/**
 * The form's checks are the server's: each step runs the contract schema the server applies before it
 * places the order (ContactSchema, ShippingAddressSchema, ...), so the messages at the fields are the ones
 * a 422 would carry. Errors are message ids keyed by the API's field paths (`shipping_address.city`);
 * this module maps those paths to the step that holds them and to the id of the input that shows them.
 */
import type * as v from 'valibot';
import { check, type FieldErrors } from '../../../contract/api/field-errors';
import {
  CheckoutReadySchema,
  ContactSchema,
  PaymentChoiceSchema,
  ShippingAddressSchema,
  ShippingChoiceSchema,
} from '../../../contract/api/inputs';
import type { CheckoutDraftRow, CheckoutStep } from '../../lib/db/schema';

export const STEPS: readonly CheckoutStep[] = ['information', 'shipping', 'payment', 'review'];

export type AddressField = keyof CheckoutDraftRow['shipping_address'];

/** The address fields in the order the form shows them (the spec's order). */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'full_name',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'country',
];

/** Each step's fields in the order they appear, so focus goes to the first one in error. */
export const STEP_FIELDS: Record<CheckoutStep, readonly string[]> = {
  information: ['email', ...ADDRESS_FIELDS.map((f) => `shipping_address.${f}`)],
  shipping: ['shipping_method'],
  payment: ['payment_method'],
  review: [],
};

function prefixed(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([k, ids]) => [`${prefix}.${k}`, ids]));
}

const errorsOf = <S extends v.GenericSchema>(schema: S, value: unknown): FieldErrors => {
  const result = check(schema, value);
  return result.ok ? {} : result.errors;
};

/** What is wrong with one step of the draft; `{}` when it may go on. */
export function validateStep(step: CheckoutStep, draft: CheckoutDraftRow): FieldErrors {
  switch (step) {
    case 'information':
      return {
        ...errorsOf(ContactSchema, { email: draft.email }),
        ...prefixed(errorsOf(ShippingAddressSchema, draft.shipping_address), 'shipping_address'),
      };
    case 'shipping':
      return errorsOf(ShippingChoiceSchema, { shipping_method: draft.shipping_method });
    case 'payment':
      return errorsOf(PaymentChoiceSchema, { payment_method: draft.payment_method });
    case 'review':
      return {};
  }
}

/** The errors of one field only (a blur judges the field left, not the ones not reached yet). */
export function validateField(path: string, draft: CheckoutDraftRow): string[] {
  return validateStep(stepOfField(path), draft)[path] ?? [];
}

/** The step whose form holds a field path; anything not on a form (lines, the code) is on review. */
export function stepOfField(path: string): CheckoutStep {
  for (const step of STEPS) if (STEP_FIELDS[step].includes(path)) return step;
  return 'review';
}

/** The earliest step (up to and including `upTo`) that the draft does not pass; null when all do. */
export function firstInvalidStep(draft: CheckoutDraftRow, upTo: CheckoutStep): CheckoutStep | null {
  for (const step of STEPS.slice(0, STEPS.indexOf(upTo) + 1))
    if (Object.keys(validateStep(step, draft)).length > 0) return step;
  return null;
}

/**
 * The step to show: the saved one, unless a step before it no longer passes (a draft restored at review
 * whose email was since cleared, say, opens at information).
 */
export function openStep(draft: CheckoutDraftRow): CheckoutStep {
  const before = STEPS[STEPS.indexOf(draft.step) - 1];
  return (before && firstInvalidStep(draft, before)) || draft.step;
}

/** The earliest step holding any of these errors (a 422 from the server goes back there). */
export function stepOfErrors(errors: FieldErrors): CheckoutStep {
  const steps = Object.keys(errors).map(stepOfField);
  return STEPS.find((s) => steps.includes(s)) ?? 'review';
}

/** The first field in error in the order shown, for focus. */
export function firstErrorField(step: CheckoutStep, errors: FieldErrors): string | undefined {
  return STEP_FIELDS[step].find((path) => (errors[path]?.length ?? 0) > 0);
}

/** The whole draft as the order needs it (trimmed, email lower-cased), or every field in error. */
export function readyOrder(draft: CheckoutDraftRow) {
  return check(CheckoutReadySchema, {
    email: draft.email,
    shipping_address: draft.shipping_address,
    shipping_method: draft.shipping_method,
    payment_method: draft.payment_method,
  });
}
