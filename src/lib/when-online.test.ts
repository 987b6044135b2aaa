// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryWhenOnline } from './when-online';

let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

afterEach(() => {
  online = true;
});

const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 10)),
  ]);

describe('retryWhenOnline', () => {
  it('passes a load that works through', async () => {
    expect(await retryWhenOnline(async () => 'code')).toBe('code');
  });

  it('leaves a failure online to the caller', async () => {
    const load = vi.fn(async () => Promise.reject(new Error('gone')));
    expect(await settled(retryWhenOnline(load))).toEqual({ error: new Error('gone') });
    expect(load).toHaveBeenCalledOnce();
  });

  it('offline, waits, and loads again once the browser is back online', async () => {
    online = false;
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('code');
    const loading = retryWhenOnline(load);
    expect(await settled(loading)).toBe('pending');
    online = true;
    dispatchEvent(new Event('online'));
    expect(await settled(loading)).toEqual({ value: 'code' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
