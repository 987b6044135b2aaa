// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkError, apiErrorFromResponse } from './api/errors';
import { OfflineViewContext } from './offline-view';
import { QueryView } from './query-view';
import type { QueryState } from './use-api-query';

const messages = {
  'error.load.title': 'Could not load',
  'error.load.offline': 'Offline',
  'common.retry': 'Retry',
  'common.loading': 'Loading',
};

function show(error: unknown, retry = vi.fn()) {
  const state: QueryState<string> = { data: undefined, error, loading: false, retry };
  render(
    <IntlProvider locale="en" messages={messages}>
      <OfflineViewContext.Provider value={() => <p>offline view</p>}>
        <QueryView state={state}>{(data) => data}</QueryView>
      </OfflineViewContext.Provider>
    </IntlProvider>,
  );
  return retry;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('QueryView', () => {
  it("shows the app's offline view when the read failed for want of a network", () => {
    show(networkError());
    expect(screen.getByText('offline view')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error with retry for a server error', () => {
    show(apiErrorFromResponse(500, {}));
    expect(screen.getByRole('alert').textContent).toContain('Server error');
    expect(screen.queryByText('offline view')).toBeNull();
  });
});
