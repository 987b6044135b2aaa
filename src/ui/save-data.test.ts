import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceSavesData, savesData } from './save-data';

afterEach(() => vi.unstubAllGlobals());

describe('save data', () => {
  it('saves on Save-Data and on 2G, not otherwise', () => {
    expect(savesData({ saveData: true })).toBe(true);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(savesData({ effectiveType: '4g' })).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });

  it("reads the device's connection, and saves nothing where the API is missing", () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(deviceSavesData()).toBe(true);
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g' } });
    expect(deviceSavesData()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(deviceSavesData()).toBe(false);
  });
});
