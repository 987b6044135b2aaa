// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Worker that records what the boot script does with it; `answer` is the worker saying ICU is warm. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    this.onmessage?.();
  }
}

describe('the boot script’s ICU warm-up', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    document.documentElement.lang = 'en';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts the worker in a task after its own, not while the module evaluates', async () => {
    await import('./boot');
    expect(FakeWorker.made).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.url.pathname).toMatch(/intl-warmup\.worker/);
    expect(FakeWorker.made[0]!.posted).toEqual([{ lang: 'en', currency: 'USD' }]);
  });

  it('leaves the worker running once it has answered, and ends it when the page is hidden', async () => {
    await import('./boot');
    vi.advanceTimersByTime(0);
    const worker = FakeWorker.made[0]!;
    worker.answer();
    vi.advanceTimersByTime(10_000);
    expect(worker.terminated).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(worker.terminated).toBe(true);
  });
});

const keepShownPage = vi.fn();
vi.mock('./features/pwa/keep-page', () => ({ keepShownPage }));

describe('the boot script’s service worker (decision 040)', () => {
  const register = vi.fn(async () => ({}));

  beforeEach(async () => {
    // The boot scripts the tests above loaded still wait for the page to be ready: let them run now.
    document.documentElement.setAttribute('data-hydrated', '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.documentElement.removeAttribute('data-hydrated');
    vi.resetModules();
    vi.useFakeTimers();
    keepShownPage.mockClear();
    register.mockClear();
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, controller: null } });
    vi.stubEnv('DEV', false);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

  it('registers the worker and hands it the page once the page is ready and idle, not before', async () => {
    await import('./boot');
    await vi.advanceTimersByTimeAsync(1_100);
    expect(register).not.toHaveBeenCalled();
    expect(keepShownPage).not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-hydrated', '');
    // …and an idle moment after it (at most a second).
    await vi.advanceTimersByTimeAsync(1_100);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
    expect(keepShownPage).toHaveBeenCalledOnce();
  });

  it('asks an active worker that does not control the page to claim it (decision 041)', async () => {
    const postMessage = vi.fn();
    register.mockResolvedValueOnce({ active: { postMessage } });
    document.documentElement.setAttribute('data-hydrated', '');
    await import('./boot');
    await vi.advanceTimersByTimeAsync(1_100);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'CLAIM' });
  });

  it('leaves the registration to the PWA manager in dev', async () => {
    vi.stubEnv('DEV', true);
    document.documentElement.setAttribute('data-hydrated', '');
    await import('./boot');
    await vi.advanceTimersByTimeAsync(1_100);
    expect(register).not.toHaveBeenCalled();
  });
});
