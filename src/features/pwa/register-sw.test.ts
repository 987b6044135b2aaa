import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = () => void;

const boxes: FakeWorkbox[] = [];
class FakeWorkbox {
  handlers = new Map<string, Handler[]>();
  messageSkipWaiting = vi.fn();
  registration = { waiting: {} as unknown, update: vi.fn(async () => undefined) };
  register = vi.fn(async () => this.registration);
  constructor(
    public url: string,
    public options: RegistrationOptions,
  ) {
    boxes.push(this);
  }
  addEventListener(type: string, handler: Handler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  fire(type: string) {
    this.handlers.get(type)?.forEach((h) => h());
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));
const startBuildPoll = vi.fn();
vi.mock('./build-poll', () => ({ startBuildPoll }));

const reload = vi.fn();

async function load() {
  vi.resetModules();
  return import('./register-sw');
}

beforeEach(() => {
  boxes.length = 0;
  reload.mockClear();
  startBuildPoll.mockClear();
  vi.stubGlobal('navigator', { serviceWorker: {} });
  vi.stubGlobal('window', { location: { reload } });
  vi.stubEnv('DEV', false);
  vi.stubEnv('VITE_BUILD_ID', 'build-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** workbox-window loads with the registration (a dynamic import): wait for the Workbox to exist. */
const registered = () => vi.waitFor(() => expect(boxes).toHaveLength(1));

describe('registerServiceWorker', () => {
  it('registers once and starts one build poll however often it is called (StrictMode)', async () => {
    const sw = await load();
    sw.registerServiceWorker();
    sw.registerServiceWorker();
    await vi.waitFor(() => expect(startBuildPoll).toHaveBeenCalledTimes(1));
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.url).toBe('/sw.js');
    expect(boxes[0]!.register).toHaveBeenCalledTimes(1);
    expect(startBuildPoll.mock.calls[0]![0]).toMatchObject({ currentId: 'build-1' });
  });

  it('asks the registration for an update when the poll sees a new build', async () => {
    const sw = await load();
    sw.registerServiceWorker();
    await vi.waitFor(() => expect(startBuildPoll).toHaveBeenCalled());
    const { onNewBuild } = startBuildPoll.mock.calls[0]![0] as { onNewBuild: () => void };
    onNewBuild();
    expect(boxes[0]!.registration.update).toHaveBeenCalledTimes(1);
  });

  it('skips registration in dev unless VITE_SW_DEV is set', async () => {
    vi.stubEnv('DEV', true);
    (await load()).registerServiceWorker();
    expect(boxes).toHaveLength(0);

    vi.stubEnv('VITE_SW_DEV', 'true');
    (await load()).registerServiceWorker();
    await registered();
    expect(boxes[0]?.url).toBe('/dev-sw.js?dev-sw');
  });

  it('does nothing where service workers are unsupported', async () => {
    vi.stubGlobal('navigator', {});
    (await load()).registerServiceWorker();
    expect(boxes).toHaveLength(0);
  });

  it('flags a waiting worker and tells subscribers', async () => {
    const sw = await load();
    const listener = vi.fn();
    sw.subscribeUpdateWaiting(listener);
    sw.registerServiceWorker();
    await registered();
    expect(sw.isUpdateWaiting()).toBe(false);
    boxes[0]!.fire('waiting');
    expect(sw.isUpdateWaiting()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never reloads when a worker takes control without the shopper asking', async () => {
    const sw = await load();
    sw.registerServiceWorker();
    await registered();
    boxes[0]!.fire('waiting');
    boxes[0]!.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('on Reload posts SKIP_WAITING once and reloads once on controlling', async () => {
    const sw = await load();
    sw.registerServiceWorker();
    await vi.waitFor(() => expect(startBuildPoll).toHaveBeenCalled());
    boxes[0]!.fire('waiting');
    sw.applyUpdate();
    sw.applyUpdate();
    expect(boxes[0]!.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    boxes[0]!.fire('controlling');
    boxes[0]!.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads directly when the prompt came from another signal and no worker waits', async () => {
    const sw = await load();
    sw.markUpdateWaiting();
    expect(sw.isUpdateWaiting()).toBe(true);
    sw.applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
