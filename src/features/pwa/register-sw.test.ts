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
/** navigator.serviceWorker.register: a registration, or undefined where the browser blocks workers. */
const swRegister = vi.fn(async (): Promise<object | undefined> => ({}));
/** The active worker's messages (navigator.serviceWorker.ready). */
const activePost = vi.fn();
/** The page's load and idle callbacks, run by the test when it chooses. */
let loadListeners: (() => void)[] = [];
let idleCallbacks: (() => void)[] = [];
let readyState = 'complete';
/** navigator.serviceWorker.controller: the page is controlled unless a test says not. */
let controller: object | null = {};
const runIdle = () => idleCallbacks.splice(0).forEach((cb) => cb());

async function load() {
  vi.resetModules();
  return import('./register-sw');
}

beforeEach(() => {
  boxes.length = 0;
  reload.mockClear();
  startBuildPoll.mockClear();
  swRegister.mockClear();
  activePost.mockClear();
  loadListeners = [];
  idleCallbacks = [];
  readyState = 'complete';
  controller = {};
  vi.stubGlobal('navigator', {
    serviceWorker: {
      get controller() {
        return controller;
      },
      register: swRegister,
      ready: Promise.resolve({ active: { postMessage: activePost } }),
    },
  });
  vi.stubGlobal('document', {
    get readyState() {
      return readyState;
    },
  });
  vi.stubGlobal('window', {
    location: { reload },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
    requestIdleCallback: (cb: () => void) => idleCallbacks.push(cb),
  });
  vi.stubEnv('DEV', false);
  vi.stubEnv('VITE_BUILD_ID', 'build-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** After load and idle, workbox-window loads with the registration: wait for the Workbox to exist. */
const registered = () => {
  runIdle();
  return vi.waitFor(() => expect(boxes).toHaveLength(1));
};

describe('registerServiceWorker', () => {
  it('registers once and starts one build poll however often it is called (StrictMode)', async () => {
    const sw = await load();
    sw.registerServiceWorker();
    sw.registerServiceWorker();
    runIdle();
    await vi.waitFor(() => expect(startBuildPoll).toHaveBeenCalledTimes(1));
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.url).toBe('/sw.js');
    expect(boxes[0]!.register).toHaveBeenCalledTimes(1);
    expect(startBuildPoll.mock.calls[0]![0]).toMatchObject({ currentId: 'build-1' });
  });

  it('asks the active worker for the rest of the shell once registered (decision 040)', async () => {
    const sw = await load();
    sw.registerServiceWorker();
    expect(activePost).not.toHaveBeenCalled();
    await registered();
    await vi.waitFor(() => expect(activePost).toHaveBeenCalledWith({ type: 'SHELL_FILLED' }));
    expect(activePost).toHaveBeenCalledTimes(1);
  });

  it('asks the active worker that does not control the page to claim it, then to fill (decisions 041, 043)', async () => {
    controller = null;
    const sw = await load();
    sw.registerServiceWorker();
    await registered();
    await vi.waitFor(() => expect(activePost).toHaveBeenCalledTimes(2));
    expect(activePost.mock.calls).toEqual([[{ type: 'CLAIM' }], [{ type: 'SHELL_FILLED' }]]);
  });

  it('asks the registration for an update when the poll sees a new build', async () => {
    const sw = await load();
    sw.registerServiceWorker();
    runIdle();
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

  it('waits for the load event and then an idle moment', async () => {
    readyState = 'loading';
    (await load()).registerServiceWorker();
    expect(loadListeners).toHaveLength(1);
    expect(idleCallbacks).toHaveLength(0);
    loadListeners[0]!();
    expect(swRegister).not.toHaveBeenCalled();
    await registered();
    expect(swRegister).toHaveBeenCalledTimes(1);
  });

  it('stops quietly where the browser blocks workers (register answers nothing)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    swRegister.mockResolvedValueOnce(undefined);
    (await load()).registerServiceWorker();
    runIdle();
    await vi.waitFor(() => expect(swRegister).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(boxes).toHaveLength(0);
    expect(startBuildPoll).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
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
    runIdle();
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
