// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyColorMode, readColorMode, saveColorMode } from './color-mode';

describe('colour mode', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to system and ignores unknown values', () => {
    expect(readColorMode()).toBe('system');
    localStorage.setItem('nuxt-color-mode', 'sepia');
    expect(readColorMode()).toBe('system');
  });

  it('saves under nuxt-color-mode and applies to <html>', () => {
    saveColorMode('dark');
    expect(localStorage.getItem('nuxt-color-mode')).toBe('dark');
    expect(readColorMode()).toBe('dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    applyColorMode('light');
    expect(document.documentElement.dataset.colorMode).toBe('light');
  });
});
