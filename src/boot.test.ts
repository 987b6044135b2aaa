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
