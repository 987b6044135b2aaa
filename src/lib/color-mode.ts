/**
 * Colour mode: 'system', 'light' or 'dark', kept in localStorage under `nuxt-color-mode`
 * (the old storefront's key, so a shopper's choice survives the move). Applied as
 * `data-color-mode` on <html>; CSS follows prefers-color-scheme when the mode is 'system'.
 */
import { COLOR_MODE_KEY } from '../../contract/constants';

export type ColorMode = 'system' | 'light' | 'dark';
export const COLOR_MODES: readonly ColorMode[] = ['system', 'light', 'dark'];

export function readColorMode(storage: Pick<Storage, 'getItem'> = localStorage): ColorMode {
  try {
    const value = storage.getItem(COLOR_MODE_KEY);
    return COLOR_MODES.includes(value as ColorMode) ? (value as ColorMode) : 'system';
  } catch {
    return 'system'; // storage blocked (private mode): fall back quietly
  }
}

export function applyColorMode(
  mode: ColorMode,
  root: HTMLElement = document.documentElement,
): void {
  root.dataset.colorMode = mode;
}

export function saveColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // Storage full or blocked: the choice still applies for this visit.
  }
  applyColorMode(mode);
}
