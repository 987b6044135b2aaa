/**
 * For the admin's component tests: the app's routes in a memory router (path under the admin's base),
 * with the compiled Vietnamese messages, and a stand-in for the API answering by method and path.
 */
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import viMessages from 'virtual:admin-messages/vi';
import { AppRoutes } from '../app/routes';
import { endSession, session } from '../lib/session';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/**
 * Answers each request from `routes` (`'POST /api/admin/auth/sign-in'`), a function of the sent body
 * or a fixed answer; a request with no route answers 404. Returns the calls made, in order.
 */
export function fakeApi(
  routes: Record<string, FakeAnswer | ((body: unknown, call: FakeCall) => FakeAnswer)>,
): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://shop.test'),
      init,
    );
    const url = new URL(request.url);
    const text = await request.text();
    const call: FakeCall = {
      method: request.method,
      path: url.pathname + url.search,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    const answer =
      typeof route === 'function' ? route(call.body, call) : (route ?? { status: 404 });
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? { message: 'x' }), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  return calls;
}

/** No session, nothing stored: as a first visit. */
export function resetSession(): void {
  localStorage.clear();
  endSession();
  session.returnTo = undefined;
}

export function renderAdmin(path: string) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <IntlProvider locale="vi" defaultLocale="vi" messages={viMessages}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRoutes />
      </Router>
    </IntlProvider>,
  );
  return { ...view, location };
}
