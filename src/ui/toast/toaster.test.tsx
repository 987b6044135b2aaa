// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '../../../contract/constants';
import { advance, renderToaster, show } from './test-utils';
import { clearToasts } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  act(() => clearToasts());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Toaster: content', () => {
  it('shows title, description and a named close button', () => {
    const { item } = renderToaster();
    show({ title: 'Added to cart', description: <b>Linen shirt, M</b> });
    expect(item()?.textContent).toContain('Added to cart');
    expect(item()?.querySelector('b')?.textContent).toBe('Linen shirt, M');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('names the close button from closeLabel', () => {
    renderToaster({ closeLabel: 'Đóng' });
    show({ title: 'x' });
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeTruthy();
  });

  it('shows one toast at a time: the newer replaces the older', () => {
    renderToaster();
    show({ title: 'First' });
    show({ title: 'Second' });
    const items = document.body.querySelectorAll('li.toast');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Second');
  });

  it('re-renders when a toast is updated by id', () => {
    const { item } = renderToaster();
    const t = show({ title: 'Saving…' });
    act(() => t.update({ title: 'Saved', variant: 'success' }));
    expect(item()?.textContent).toContain('Saved');
    expect(item()?.dataset['variant']).toBe('success');
  });

  it('marks each variant so it is styled differently', () => {
    const { item } = renderToaster();
    for (const variant of ['default', 'destructive', 'success', 'danger'] as const) {
      show({ title: variant, variant });
      expect(item()?.dataset['variant']).toBe(variant);
    }
  });

  it('calls the action and closes the toast', () => {
    const onAction = vi.fn();
    const { item } = renderToaster();
    show({ title: 'Removed', action: { label: 'Undo', altText: 'Undo from the cart', onAction } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(item()?.dataset['state']).toBe('closed');
  });

  it('closes with the close button, and removes the toast after the delay', () => {
    const { item } = renderToaster();
    show({ title: 'x' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(item()?.dataset['state']).toBe('closed');
    expect(item()?.getAttribute('aria-hidden')).toBe('true');
    advance(TOAST_REMOVE_DELAY_MS - 1);
    expect(item()).not.toBeNull();
    advance(1);
    expect(item()).toBeNull();
  });

  it('warns in dev when the toast label is empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderToaster({ toastLabel: ' ' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('toastLabel'));
  });
});

describe('Toaster: region and hotkey', () => {
  it("is a region named 'Notifications (F8)' that F8 focuses", () => {
    renderToaster();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(document.activeElement).not.toBe(region);
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(region);
  });

  it('takes a localized label with the hotkey filled in', () => {
    renderToaster({ label: 'Thông báo ({hotkey})' });
    expect(screen.getByRole('region', { name: 'Thông báo (F8)' })).toBeTruthy();
  });

  it('ignores other keys', () => {
    const { region } = renderToaster();
    fireEvent.keyDown(document.body, { key: 'F7', code: 'F7' });
    expect(document.activeElement).not.toBe(region());
  });
});

describe('Toaster: announcements', () => {
  const live = (politeness: string) =>
    document.querySelector<HTMLElement>(`[aria-live="${politeness}"]`)?.textContent ?? '';

  it('announces a foreground toast assertively, with the label and action alternative', () => {
    renderToaster();
    show({
      title: 'Saved',
      description: 'Your address was saved',
      action: { label: 'Undo', altText: 'Press Ctrl+Z', onAction: () => {} },
    });
    expect(live('assertive')).toBe('Notification Saved Your address was saved Press Ctrl+Z');
    expect(live('polite')).toBe('');
  });

  it('announces a background toast politely', () => {
    renderToaster({ toastLabel: 'Thông báo' });
    show({ title: 'Synced', type: 'background' });
    expect(live('polite')).toBe('Thông báo Synced');
    expect(live('assertive')).toBe('');
  });

  it('clears the announcement after 1000 ms', () => {
    renderToaster();
    show({ title: 'Saved' });
    advance(999);
    expect(live('assertive')).not.toBe('');
    advance(1);
    expect(live('assertive')).toBe('');
  });
});

describe('Toaster: Escape', () => {
  it('closes the toast that has focus', () => {
    const { item } = renderToaster();
    show({ title: 'x' });
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(item()?.dataset['state']).toBe('closed');
  });

  it('leaves the toast alone when focus is elsewhere', () => {
    const { item } = renderToaster();
    show({ title: 'x' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(item()?.dataset['state']).toBe('open');
  });
});
