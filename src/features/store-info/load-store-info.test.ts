import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreInfo } from '../../../contract/types';
import { storeInfoState } from '../../lib/store-info-state';
import {
  loadStoreInfo,
  loadStoreInfoOnce,
  resetStoreInfoLoad,
  type StoreInfoDeps,
} from './load-store-info';

const info = (id: string | null, name = 'Maison'): StoreInfo =>
  ({ name, currency: 'USD', google_ads: id ? { id } : null }) as StoreInfo;

function deps(over: Partial<StoreInfoDeps> = {}): StoreInfoDeps {
  return {
    readCache: vi.fn(async () => null),
    saveCache: vi.fn(async () => {}),
    fetchInfo: vi.fn(async () => info('AW-123')),
    startTag: vi.fn(),
    ...over,
  };
}

describe('store info loading', () => {
  beforeEach(() => {
    Object.assign(storeInfoState, { info: null, status: 'idle', adTagInitialized: false });
    resetStoreInfoLoad();
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches when nothing is cached, saves it and starts the tag once', async () => {
    const d = deps();
    await loadStoreInfo(d);
    expect(storeInfoState.info?.name).toBe('Maison');
    expect(d.saveCache).toHaveBeenCalledWith(info('AW-123'));
    expect(d.startTag).toHaveBeenCalledWith('AW-123');
    await loadStoreInfo(d);
    expect(d.startTag).toHaveBeenCalledTimes(1);
    expect(storeInfoState.adTagInitialized).toBe(true);
  });

  it('uses the cached copy when the network fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const d = deps({
      readCache: async () => info(null, 'Cached'),
      fetchInfo: async () => Promise.reject(new Error('offline')),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadStoreInfo(d);
    expect(storeInfoState.info?.name).toBe('Cached');
    expect(storeInfoState.status).toBe('ready');
  });

  it('sets store info empty and logs on failure with no cache', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const d = deps({ fetchInfo: async () => Promise.reject(new Error('down')) });
    await loadStoreInfo(d);
    expect(storeInfoState.info).toBeNull();
    expect(storeInfoState.status).toBe('failed');
    expect(error).toHaveBeenCalled();
    expect(d.startTag).not.toHaveBeenCalled();
  });

  it("logs 'missing Google tag ID' when there is no id", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = deps({ fetchInfo: async () => info(null) });
    await loadStoreInfo(d);
    expect(warn).toHaveBeenCalledWith('missing Google tag ID');
    expect(d.startTag).not.toHaveBeenCalled();
  });

  it('logs a tag failure as a warning and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = deps({
      startTag: () => {
        throw new Error('blocked');
      },
    });
    await expect(loadStoreInfo(d)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    expect(storeInfoState.adTagInitialized).toBe(false);
  });

  it('saves a copy IndexedDB can clone, though the state holder took the fetched object', async () => {
    // IndexedDB stores a structured clone; valtio makes the object it is given (nested objects too)
    // its proxy's target in place, and a proxy cannot be cloned (DataCloneError on every start).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const saved: StoreInfo[] = [];
    const d = deps({ saveCache: async (value) => void saved.push(structuredClone(value)) });
    await loadStoreInfo(d);
    expect(warn).not.toHaveBeenCalledWith('store info not cached', expect.anything());
    expect(saved).toEqual([info('AW-123')]);
  });

  it('keeps a server page’s store info: saved and the tag started, nothing read or fetched', async () => {
    const d = deps();
    const given = info('AW-9', 'From the server');
    await loadStoreInfoOnce(d, given);
    expect(d.readCache).not.toHaveBeenCalled();
    expect(d.fetchInfo).not.toHaveBeenCalled();
    expect(d.saveCache).toHaveBeenCalledWith(given);
    expect(d.startTag).toHaveBeenCalledWith('AW-9');
    await loadStoreInfoOnce(d);
    expect(d.fetchInfo).not.toHaveBeenCalled();
  });

  it('loads once per start', async () => {
    const d = deps();
    await Promise.all([loadStoreInfoOnce(d), loadStoreInfoOnce(d)]);
    expect(d.fetchInfo).toHaveBeenCalledTimes(1);
  });
});
