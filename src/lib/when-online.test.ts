// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_ONLINE_RETRIES, BACK_ONLINE_RETRY_MS, retryWhenOnline } from './when-online';

let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

afterEach(() => {
  online = true;
  vi.useRealTimers();
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

  it('tries again a few times when a load fails just after the browser came back online', async () => {
    online = false;
    const gone = () => new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(gone())
      .mockRejectedValueOnce(gone())
      .mockRejectedValueOnce(gone())
      .mockResolvedValueOnce('code');
    vi.useFakeTimers();
    const loading = retryWhenOnline(load);
    await vi.advanceTimersByTimeAsync(0);
    online = true;
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * BACK_ONLINE_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(4);
    await expect(loading).resolves.toBe('code');
  });

  it('gives up once the tries after coming back online have all failed', async () => {
    online = false;
    const load = vi.fn(async () => Promise.reject(new Error('gone')));
    vi.useFakeTimers();
    const loading = retryWhenOnline(load);
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    online = true;
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(BACK_ONLINE_RETRIES * BACK_ONLINE_RETRY_MS);
    expect(await outcome).toEqual(new Error('gone'));
    expect(load).toHaveBeenCalledTimes(1 + 1 + BACK_ONLINE_RETRIES);
  });
});
