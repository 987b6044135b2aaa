// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { ApiError } from '../../../lib/api/errors';
import { register } from '../api';
import { RegisterForm } from './register-form';

vi.mock('../api', () => ({ register: vi.fn() }));
const registerMock = vi.mocked(register);

function renderForm(onSignedIn = vi.fn()) {
  render(
    <IntlProvider locale="en" messages={en}>
      <RegisterForm onSignedIn={onSignedIn} />
    </IntlProvider>,
  );
  return onSignedIn;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

function fillAll() {
  type('First name', 'Lan');
  type('Last name', 'Nguyễn');
  type('Email', 'lan@example.com');
  type('Password', 'long-enough');
  type('Confirm password', 'long-enough');
}

beforeEach(() => {
  registerMock.mockReset();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('RegisterForm', () => {
  it("shows the spec's messages under their fields and focuses the first, sending nothing", async () => {
    renderForm();
    submit();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(field('First name'));
    expect(registerMock).not.toHaveBeenCalled();
  });

  it("says 'Please enter a valid email' when the email is left malformed", async () => {
    renderForm();
    type('Email', 'lan@');
    fireEvent.blur(field('Email'));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
  });

  it('leaves the check to the submit when focus goes to the submit button (nothing moves under the press)', async () => {
    renderForm();
    type('Email', 'lan@');
    fireEvent.blur(field('Email'), {
      relatedTarget: screen.getByRole('button', { name: 'Create account' }),
    });
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    submit();
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
  });

  it('names a weak password and an unconfirmed one', async () => {
    renderForm();
    fillAll();
    type('Password', 'short');
    type('Confirm password', 'other');
    submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  });

  it("shows the server's field errors (422) under their fields and keeps every value", async () => {
    registerMock.mockRejectedValue(
      new ApiError({
        message: 'Validation error',
        statusCode: 422,
        errors: { email: ['account.errors.email_taken'] },
      }),
    );
    const onSignedIn = renderForm();
    fillAll();
    submit();
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(field('First name').value).toBe('Lan');
    expect(field('Email').value).toBe('lan@example.com');
    expect(field('Password').value).toBe('long-enough');
    expect(document.activeElement).toBe(field('Email'));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says so plainly when there were too many requests (429)', async () => {
    registerMock.mockRejectedValue(new ApiError({ message: 'Too many requests', statusCode: 429 }));
    renderForm();
    fillAll();
    submit();
    // The alert region is always there (empty until a failure): wait for its text.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many requests. Please wait a few minutes and try again.',
      ),
    );
    expect(field('Password').value).toBe('long-enough');
  });

  it('hands the session on once the account is made', async () => {
    const result = {
      token: 'tok',
      customer: {
        id: '1',
        first_name: 'Lan',
        last_name: 'Nguyễn',
        email: 'lan@example.com',
        phone: null,
      },
    };
    registerMock.mockResolvedValue(result);
    const onSignedIn = renderForm();
    fillAll();
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(result));
    expect(registerMock).toHaveBeenCalledWith({
      first_name: 'Lan',
      last_name: 'Nguyễn',
      email: 'lan@example.com',
      password: 'long-enough',
      password_confirmation: 'long-enough',
    });
  });

  it('keeps names and email across a reload, never the passwords', () => {
    renderForm();
    fillAll();
    cleanup();
    renderForm();
    expect(field('First name').value).toBe('Lan');
    expect(field('Email').value).toBe('lan@example.com');
    expect(field('Password').value).toBe('');
    expect(JSON.stringify(sessionStorage)).not.toContain('long-enough');
  });
});
