/** A newer tab's upgrade reaches the PWA manager even when it mounts after the upgrade. */
import { describe, expect, it, vi } from 'vitest';

describe('onVersionChange', () => {
  it('tells a listener of an upgrade that came before it listened, and later ones', async () => {
    vi.resetModules();
    const { onVersionChange, tellVersionChange } = await import('./version-change');
    tellVersionChange();
    const late = vi.fn();
    onVersionChange(late);
    expect(late).toHaveBeenCalledTimes(1);
    tellVersionChange();
    expect(late).toHaveBeenCalledTimes(2);
  });

  it('tells nothing while no newer tab has upgraded', async () => {
    vi.resetModules();
    const { onVersionChange } = await import('./version-change');
    const listener = vi.fn();
    onVersionChange(listener)();
    expect(listener).not.toHaveBeenCalled();
  });
});
