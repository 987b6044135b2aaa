// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { BACK_ONLINE_MS, OfflineIndicator } from './offline-indicator';

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  online = true;
  vi.useFakeTimers();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function mount() {
  render(
    <IntlProvider locale="en" messages={en}>
      <OfflineIndicator />
    </IntlProvider>,
  );
  act(() => vi.advanceTimersToNextFrame());
  return screen.getByRole('status');
}

describe('OfflineIndicator', () => {
  it('is an empty live region while online', () => {
    expect(mount().textContent).toBe('');
  });

  it('says so while offline, then "Back online" for a few seconds', () => {
    const region = mount();
    setOnline(false);
    expect(region.textContent).toBe(en['offline.indicator']);
    setOnline(true);
    expect(region.textContent).toBe('Back online');
    act(() => vi.advanceTimersByTime(BACK_ONLINE_MS - 100));
    expect(region.textContent).toBe('Back online');
    act(() => vi.advanceTimersByTime(100));
    expect(region.textContent).toBe('');
  });

  it('shows the offline bar when the app starts offline, after its region is in place', () => {
    online = false;
    const region = mount();
    expect(region.textContent).toBe(en['offline.indicator']);
  });
});
