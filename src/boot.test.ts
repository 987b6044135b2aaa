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

describe('the boot script’s service worker (decisions 040, 043)', () => {
  const register = vi.fn(async () => ({}));
  const postMessage = vi.fn();
  let controller: object | null = null;

  // Idle comes at once, on the timers the test drives: no boot script's callback is left to run once
  // this file has ended (a late one found no `navigator` there).
  const idleAtOnce = (run: () => void) => setTimeout(run, 0);

  beforeEach(async () => {
    // The boot scripts the tests above loaded still wait for the page to be ready: let them run now.
    vi.stubGlobal('requestIdleCallback', idleAtOnce);
    document.documentElement.setAttribute('data-hydrated', '');
    await new Promise((resolve) => setTimeout(resolve, 10));
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = '';
    vi.resetModules();
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', idleAtOnce);
    keepShownPage.mockClear();
    register.mockClear();
    postMessage.mockClear();
    controller = null;
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        register,
        get controller() {
          return controller;
        },
        ready: Promise.resolve({ active: { postMessage } }),
      },
    });
    vi.stubEnv('DEV', false);
  });

  afterEach(async () => {
    // This test's boot script, ready, still waits on a timer: it runs now, with this test's stubs.
    document.documentElement.setAttribute('data-hydrated', '');
    await vi.runOnlyPendingTimersAsync();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-hydrated');
  });

  it('registers the worker once the page is shown, long before it is ready', async () => {
    await import('./boot');
    await vi.advanceTimersByTimeAsync(100);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
    expect(keepShownPage).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('waits for the main picture before it registers', async () => {
    document.body.innerHTML = '<div id="root"><img fetchpriority="high" alt=""></div>';
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    await import('./boot');
    await vi.advanceTimersByTimeAsync(100);
    expect(register).not.toHaveBeenCalled();
    picture.dispatchEvent(new Event('load'));
    // …and after the frame that paints it.
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(register).toHaveBeenCalledOnce();
    // …and only once, though the cap runs out later.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('once the page is ready and idle, asks the worker to take it and hands it the page', async () => {
    await import('./boot');
    await vi.advanceTimersByTimeAsync(1_100);
    expect(postMessage).not.toHaveBeenCalled();
    expect(keepShownPage).not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-hydrated', '');
    // …and an idle moment after it (at most a second).
    await vi.advanceTimersByTimeAsync(1_100);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'CLAIM' });
    expect(keepShownPage).toHaveBeenCalledOnce();
  });

  it('under a worker already, registers (an update check) and hands the page only once ready', async () => {
    controller = {};
    await import('./boot');
    await vi.advanceTimersByTimeAsync(1_100);
    expect(register).not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-hydrated', '');
    await vi.advanceTimersByTimeAsync(1_100);
    expect(register).toHaveBeenCalledOnce();
    expect(postMessage).not.toHaveBeenCalled();
    expect(keepShownPage).toHaveBeenCalledOnce();
  });

  it('leaves the registration to the PWA manager in dev', async () => {
    vi.stubEnv('DEV', true);
    document.documentElement.setAttribute('data-hydrated', '');
    await import('./boot');
    await vi.advanceTimersByTimeAsync(1_100);
    expect(register).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
