// @vitest-environment happy-dom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToaster, show } from './test-utils';
import { clearToasts } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  act(() => clearToasts());
  vi.useRealTimers();
});

/** Presses at x=100, moves through `xs`, releases at the last one. */
function swipe(el: HTMLElement, xs: number[], pointerType = 'mouse') {
  const common = { pointerId: 1, pointerType, clientY: 10, button: 0 };
  fireEvent.pointerDown(el, { ...common, clientX: 100 });
  for (const x of xs) fireEvent.pointerMove(el, { ...common, clientX: x });
  fireEvent.pointerUp(el, { ...common, clientX: xs.at(-1) ?? 100 });
}

describe('Toaster: swipe right', () => {
  it('dismisses when released past 50 px', () => {
    const { item } = renderToaster();
    show({ title: 'x' });
    swipe(item()!, [110, 130, 151]);
    expect(item()?.dataset['swipe']).toBe('end');
    expect(item()?.dataset['state']).toBe('closed');
  });

  it('snaps back when released at 50 px or less', () => {
    const { item } = renderToaster();
    show({ title: 'x' });
    swipe(item()!, [110, 130, 150]);
    expect(item()?.dataset['swipe']).toBe('cancel');
    expect(item()?.style.getPropertyValue('--toast-swipe-x')).toBe('0px');
    expect(item()?.dataset['state']).toBe('open');
  });

  it('follows the pointer while moving', () => {
    const { item } = renderToaster();
    show({ title: 'x' });
    const el = item()!;
    const common = { pointerId: 1, pointerType: 'mouse', clientY: 10, button: 0 };
    fireEvent.pointerDown(el, { ...common, clientX: 100 });
    fireEvent.pointerMove(el, { ...common, clientX: 105 });
    expect(el.dataset['swipe']).toBe('start');
    fireEvent.pointerMove(el, { ...common, clientX: 140 });
    expect(el.dataset['swipe']).toBe('move');
    expect(el.style.getPropertyValue('--toast-swipe-x')).toBe('40px');
    fireEvent.pointerMove(el, { ...common, clientX: 60 });
    expect(el.style.getPropertyValue('--toast-swipe-x')).toBe('0px'); // never leftwards
  });

  it('starts after 2 px for a mouse but 10 px for touch', () => {
    const { item } = renderToaster();
    show({ title: 'x' });
    const el = item()!;
    const press = (pointerType: string, dx: number) => {
      const common = { pointerId: 1, pointerType, clientY: 10, button: 0 };
      delete el.dataset['swipe'];
      fireEvent.pointerDown(el, { ...common, clientX: 100 });
      fireEvent.pointerMove(el, { ...common, clientX: 100 + dx });
      const started = el.dataset['swipe'] === 'start';
      fireEvent.pointerCancel(el, { ...common, clientX: 100 + dx });
      return started;
    };
    expect(press('mouse', 2)).toBe(false);
    expect(press('mouse', 3)).toBe(true);
    expect(press('touch', 10)).toBe(false);
    expect(press('touch', 11)).toBe(true);
  });

  it('leaves a vertical gesture (a scroll) alone', () => {
    const { item } = renderToaster();
    show({ title: 'x' });
    const el = item()!;
    const common = { pointerId: 1, pointerType: 'touch', button: 0 };
    fireEvent.pointerDown(el, { ...common, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(el, { ...common, clientX: 100, clientY: 140 });
    fireEvent.pointerMove(el, { ...common, clientX: 200, clientY: 150 });
    fireEvent.pointerUp(el, { ...common, clientX: 200, clientY: 150 });
    expect(el.dataset['swipe']).toBeUndefined();
    expect(el.dataset['state']).toBe('open');
  });

  it('does not press the button a swipe started on', () => {
    const onAction = vi.fn();
    const { item, getByRole } = renderToaster();
    show({ title: 'x', action: { label: 'Undo', altText: 'Undo', onAction } });
    const button = getByRole('button', { name: 'Undo' });
    const common = { pointerId: 1, pointerType: 'mouse', clientY: 10, button: 0 };
    fireEvent.pointerDown(button, { ...common, clientX: 100 });
    fireEvent.pointerMove(button, { ...common, clientX: 120 });
    fireEvent.pointerUp(button, { ...common, clientX: 120 });
    fireEvent.click(button);
    expect(onAction).not.toHaveBeenCalled();
    expect(item()?.dataset['swipe']).toBe('cancel');
  });
});
