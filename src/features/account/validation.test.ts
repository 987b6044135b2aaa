import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { validateLogin, validateNewPassword, validateRegister } from './validation';

const text = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, ids]) => [field, en[ids[0] as keyof typeof en]]),
  );

const filled = {
  first_name: 'Lan',
  last_name: 'Nguyễn',
  email: 'lan@example.com',
  password: 'long-enough',
  password_confirmation: 'long-enough',
};

describe('validateRegister', () => {
  it("gives the spec's messages for empty fields", () => {
    expect(
      text(
        validateRegister({
          first_name: ' ',
          last_name: '',
          email: '',
          password: '',
          password_confirmation: '',
        }),
      ),
    ).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it("says 'Please enter a valid email' for a malformed one", () => {
    expect(text(validateRegister({ ...filled, email: 'lan@example' }))).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it('names a weak (short) password and an unconfirmed one', () => {
    expect(
      text(validateRegister({ ...filled, password: 'short', password_confirmation: 'short' })),
    ).toEqual({ password: 'Password must be at least 8 characters' });
    expect(text(validateRegister({ ...filled, password_confirmation: '' }))).toEqual({
      password_confirmation: 'Please type your password again',
    });
    expect(text(validateRegister({ ...filled, password_confirmation: 'long-enougH' }))).toEqual({
      password_confirmation: 'Passwords do not match',
    });
  });

  it('passes a complete form', () => {
    expect(validateRegister(filled)).toEqual({});
  });
});

describe('validateLogin', () => {
  it('asks for both fields, and a valid email', () => {
    expect(text(validateLogin({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(text(validateLogin({ email: 'nope', password: 'x' }))).toEqual({
      email: 'Please enter a valid email',
    });
  });
});

describe('validateNewPassword', () => {
  it('applies the same rules as registration', () => {
    expect(
      text(validateNewPassword({ password: '1234567', password_confirmation: '1234567' })),
    ).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(
      validateNewPassword({ password: '12345678', password_confirmation: '12345678' }),
    ).toEqual({});
  });
});
