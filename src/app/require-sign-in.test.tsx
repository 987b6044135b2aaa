// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { clearToken, setToken } from '../lib/api/token';
import { RequireSignIn } from './require-sign-in';

/** The guard on the account area's route only, as the route table mounts it. */
function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path={/^(\/en)?\/account\/info\//}>
        <RequireSignIn>
          <p>the account area</p>
        </RequireSignIn>
      </Route>
    </Router>,
  );
  return location;
}

afterEach(() => {
  cleanup();
  clearToken();
});

describe('RequireSignIn', () => {
  it('sends a guest to sign in, remembering the page (and its language)', async () => {
    const location = renderAt('/en/account/info/addresses?x=1');
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        '/en/account/login?redirect=%2Faccount%2Finfo%2Faddresses%3Fx%3D1',
      ),
    );
    expect(screen.queryByText('the account area')).toBeNull();
  });

  it('shows the page to a signed-in customer and goes nowhere', async () => {
    setToken('a-token-of-at-least-twenty-two-chars');
    const location = renderAt('/account/info/orders');
    expect(await screen.findByText('the account area')).toBeTruthy();
    expect(location.history).toEqual(['/account/info/orders']);
  });

  it('sends the shopper to sign in when the session ends while the page is open (a 401)', async () => {
    setToken('a-token-of-at-least-twenty-two-chars');
    const location = renderAt('/account/info/orders');
    await screen.findByText('the account area');
    clearToken();
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/account/login?redirect=%2Faccount%2Finfo%2Forders'),
    );
    expect(screen.queryByText('the account area')).toBeNull();
  });
});
