/**
 * Field checks of the auth bodies. A 422 names every bad field at once, each with message ids from
 * contract/types.ts (AccountErrorId); the app shows their localized texts (spec section 5 in English).
 */
import type { AccountErrorId } from '../../contract/types';
import type { FieldErrors } from '../http/field-errors';

/** Spec: no bounds shown; these keep one request's work bounded (scrypt of a huge password). */
export const MAX_NAME = 100;
export const MAX_EMAIL = 254;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 200;

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

function add(errors: FieldErrors, field: string, id: AccountErrorId): void {
  (errors[field] ??= []).push(id);
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
/** Sent, but not as a string (a number, a list, an object): not the same as left empty. */
const wrongType = (v: unknown) => v !== undefined && v !== null && typeof v !== 'string';
// A name is one line: readJson already turned away the other control characters.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

function requiredText(
  errors: FieldErrors,
  body: Record<string, unknown>,
  field: string,
  id: AccountErrorId,
): string {
  const value = text(body[field]);
  if (wrongType(body[field])) add(errors, field, 'account.errors.invalid');
  else if (value === '') add(errors, field, id);
  else if (value.length > MAX_NAME) add(errors, field, 'account.errors.too_long');
  else if (CONTROL.test(value)) add(errors, field, 'account.errors.invalid');
  return value;
}

/** The password as typed (no trim: spaces are characters like any other), or '' when not a string. */
export function passwordOf(errors: FieldErrors, raw: unknown): string {
  if (wrongType(raw)) add(errors, 'password', 'account.errors.invalid');
  else if (raw === undefined || raw === null || raw === '')
    add(errors, 'password', 'account.errors.password_required');
  return typeof raw === 'string' ? raw : '';
}

/** Lower-cased and trimmed: one account per address, whatever the case typed. */
export function emailOf(errors: FieldErrors, raw: unknown): string {
  const email = text(raw).toLowerCase();
  if (wrongType(raw)) add(errors, 'email', 'account.errors.email_invalid');
  else if (email === '') add(errors, 'email', 'account.errors.email_required');
  else if (email.length > MAX_EMAIL || !EMAIL_RE.test(email))
    add(errors, 'email', 'account.errors.email_invalid');
  return email;
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function validateRegister(body: Record<string, unknown>): {
  input: RegisterInput;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const firstName = requiredText(errors, body, 'first_name', 'account.errors.first_name_required');
  const lastName = requiredText(errors, body, 'last_name', 'account.errors.last_name_required');
  const email = emailOf(errors, body['email']);
  const password = passwordOf(errors, body['password']);
  if (password !== '') {
    if (password.length < MIN_PASSWORD)
      add(errors, 'password', 'account.errors.password_too_short');
    else if (password.length > MAX_PASSWORD) add(errors, 'password', 'account.errors.too_long');
    if (body['password_confirmation'] !== password)
      add(errors, 'password_confirmation', 'account.errors.password_mismatch');
  }
  return { input: { firstName, lastName, email, password }, errors };
}
