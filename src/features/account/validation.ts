/**
 * The account forms' checks before sending: the contract's own schemas where the server has one
 * (register, sign in, the email of "forgot password"), so a message at a field is the one a 422 would
 * carry; the new-password rules (at least MIN_PASSWORD characters, typed twice alike) for the forms whose
 * schema this branch's contract lacks yet (reset, change).
 */
import * as v from 'valibot';
import { check, type FieldErrors } from '../../../contract/api/field-errors';
import {
  EmailSchema,
  LoginBodySchema,
  RegisterBodySchema,
  ShippingAddressSchema,
} from '../../../contract/api/inputs';
import { MAX_PASSWORD, MIN_PASSWORD } from '../../../contract/api/limits';
import type { Address } from '../../../contract/types';

const errorsOf = (schema: v.GenericSchema, value: unknown): FieldErrors => {
  const result = check(schema, value);
  return result.ok ? {} : result.errors;
};

/** An empty confirmation asks for it; a different one says they differ. */
function confirmationErrors(password: string, confirmation: string): FieldErrors {
  if (password === '') return {};
  if (confirmation === '') return { password_confirmation: ['account.form.confirmRequired'] };
  if (confirmation !== password)
    return { password_confirmation: ['account.errors.password_mismatch'] };
  return {};
}

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export function validateRegister(values: RegisterValues): FieldErrors {
  const { password_confirmation: _, ...rest } = errorsOf(RegisterBodySchema, values);
  return { ...rest, ...confirmationErrors(values.password, values.password_confirmation) };
}

export function validateLogin(values: { email: string; password: string }): FieldErrors {
  return errorsOf(LoginBodySchema, values);
}

export function validateEmail(values: { email: string }): FieldErrors {
  return errorsOf(v.object({ email: EmailSchema }), values);
}

/** A new password typed twice (reset, change). */
export function validateNewPassword(values: {
  password: string;
  password_confirmation: string;
}): FieldErrors {
  const { password, password_confirmation } = values;
  const own =
    password === ''
      ? ['account.errors.password_required']
      : password.length < MIN_PASSWORD
        ? ['account.errors.password_too_short']
        : password.length > MAX_PASSWORD
          ? ['account.errors.too_long']
          : null;
  return {
    ...(own ? { password: own } : {}),
    ...confirmationErrors(password, password_confirmation),
  };
}

/** A saved address: the checkout's own rules and messages ('City is required', …). */
export function validateAddress(values: Address): FieldErrors {
  return errorsOf(ShippingAddressSchema, values);
}

/** Account details: both names required (the register form's messages), the phone optional. */
export function validateDetails(values: { first_name: string; last_name: string }): FieldErrors {
  return {
    ...(values.first_name.trim() ? {} : { first_name: ['account.errors.first_name_required'] }),
    ...(values.last_name.trim() ? {} : { last_name: ['account.errors.last_name_required'] }),
  };
}

/** Changing the password: the current one, and the new one typed twice. */
export function validatePasswordChange(values: {
  current_password: string;
  password: string;
  password_confirmation: string;
}): FieldErrors {
  return {
    ...(values.current_password ? {} : { current_password: ['account.errors.password_required'] }),
    ...validateNewPassword(values),
  };
}
