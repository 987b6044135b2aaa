// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../../../contract/constants';
import { advance, renderToaster, show } from './test-utils';
import { clearToasts } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  act(() => clearToasts());
  vi.useRealTimers();
});

const state = (el: HTMLElement | null) => el?.dataset['state'];

describe('Toaster: auto-close', () => {
  it(`closes after ${TOAST_DURATION_MS} ms by default`, () => {
    const { item } = renderToaster();
    show({ title: 'x' });
    advance(TOAST_DURATION_MS - 1);
    expect(state(item())).toBe('open');
    advance(1);
    expect(state(item())).toBe('closed');
  });

  it("uses the toast's own duration", () => {
    const { item } = renderToaster();
    show({ title: 'x', duration: 1500 });
    advance(1499);
    expect(state(item())).toBe('open');
    advance(1);
    expect(state(item())).toBe('closed');
  });

  it('closes on time under StrictMode too (effects run twice)', () => {
    render(
      <StrictMode>
        <Toaster />
      </StrictMode>,
    );
    show({ title: 'x' });
    const item = () => document.body.querySelector<HTMLElement>('li.toast');
    advance(TOAST_DURATION_MS - 1);
    expect(state(item())).toBe('open');
    advance(1);
    expect(state(item())).toBe('closed');
  });

  it('stays open with an infinite duration', () => {
    const { item } = renderToaster();
    show({ title: 'x', duration: Infinity });
    advance(60_000);
    expect(state(item())).toBe('open');
  });
});

describe('Toaster: the timer pauses and resumes', () => {
  it('while the pointer is inside the region', () => {
    const { item, region } = renderToaster();
    show({ title: 'x' });
    advance(2000);
    fireEvent.pointerMove(item()!);
    advance(20_000);
    expect(state(item())).toBe('open');
    fireEvent.pointerLeave(region()!);
    // It resumes with what was left (3000 ms), not a fresh 5000.
    advance(2999);
    expect(state(item())).toBe('open');
    advance(1);
    expect(state(item())).toBe('closed');
  });

  it('while focus is inside the region', () => {
    const { item } = renderToaster();
    show({ title: 'x' });
    advance(1000);
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    advance(20_000);
    expect(state(item())).toBe('open');
    act(() => close.blur());
    advance(3999);
    expect(state(item())).toBe('open');
    advance(1);
    expect(state(item())).toBe('closed');
  });

  it('while the window is blurred', () => {
    const { item } = renderToaster();
    show({ title: 'x' });
    advance(4000);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    advance(20_000);
    expect(state(item())).toBe('open');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    advance(999);
    expect(state(item())).toBe('open');
    advance(1);
    expect(state(item())).toBe('closed');
  });

  it('restarts the count when an update changes the duration', () => {
    const { item } = renderToaster();
    const t = show({ title: 'Uploading', duration: Infinity });
    advance(10_000);
    act(() => t.update({ title: 'Uploaded', duration: 2000 }));
    advance(1999);
    expect(state(item())).toBe('open');
    advance(1);
    expect(state(item())).toBe('closed');
  });
});
