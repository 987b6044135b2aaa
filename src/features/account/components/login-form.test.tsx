// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { ApiError } from '../../../lib/api/errors';
import { login } from '../api';
import { LoginForm } from './login-form';

vi.mock('../api', () => ({ login: vi.fn() }));

afterEach(cleanup);

describe('LoginForm', () => {
  it('is one form a password manager recognises', () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <LoginForm onSignedIn={vi.fn()} />
      </IntlProvider>,
    );
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('type')).toBe('submit');
  });

  it('answers a wrong pair with one message, keeping the email', async () => {
    vi.mocked(login).mockRejectedValue(
      new ApiError({ message: 'Authentication required', statusCode: 401 }),
    );
    render(
      <IntlProvider locale="en" messages={en}>
        <LoginForm onSignedIn={vi.fn()} />
      </IntlProvider>,
    );
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'lan@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'wrong-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // The alert region is always there (empty until a failure): wait for its text.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The email or password is not correct.'),
    );
    expect(email.value).toBe('lan@example.com');
  });
});
