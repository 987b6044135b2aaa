// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button, Dialog, Heading } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppModalOverlay } from './modal-overlay';

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});
afterEach(() => {
  cleanup();
  root.remove();
});

function overlay(name: string, isOpen: boolean, onOpenChange: (open: boolean) => void) {
  return (
    <AppModalOverlay
      className="test-overlay"
      modalClassName="test-modal"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Dialog>
        <Heading slot="title">{name}</Heading>
        <button type="button">Inside {name}</button>
        <Button slot="close">Close {name}</Button>
      </Dialog>
    </AppModalOverlay>
  );
}

/** Focus on <body>, as before react-aria has moved it into the dialog. */
function outside() {
  (document.activeElement as HTMLElement | null)?.blur();
  expect(document.activeElement).toBe(document.body);
}

/** A page with a button that opens the overlay, rendered in #root as the app is. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {overlay('Cart', open, setOpen)}
    </>
  );
}

describe('AppModalOverlay', () => {
  it('is a dialog named by its title, over a page made inert, and closes with its close button', async () => {
    render(<Page />, { container: root });
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Cart' })).toBeTruthy();
    // The page's inertness and scroll lock come once the overlay has been painted.
    expect(root.inert).toBe(false);
    await waitFor(() => expect(root.inert).toBe(true));
    expect(document.documentElement.classList.contains('modal-open')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close Cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.inert).toBe(false);
    expect(document.documentElement.classList.contains('modal-open')).toBe(false);
    // Focus is back on the control that opened it.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on Escape pressed before focus has reached it', () => {
    const onOpenChange = vi.fn();
    render(overlay('Cart', true, onOpenChange));
    outside();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes once on Escape pressed inside it', () => {
    const onOpenChange = vi.fn();
    render(overlay('Cart', true, onOpenChange));
    const inside = screen.getByRole('button', { name: 'Inside Cart' });
    inside.focus();
    fireEvent.keyDown(inside, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it('closes only the newest of two open overlays, and keeps the older one inert until then', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <>
        {overlay('Cart', true, first)}
        {overlay('Choose a size', true, second)}
      </>,
    );
    const cart = document.querySelector<HTMLElement>('.test-overlay')!;
    await waitFor(() => expect(cart.inert).toBe(true));
    outside();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(second).toHaveBeenCalledWith(false);
    expect(first).not.toHaveBeenCalled();
    rerender(
      <>
        {overlay('Cart', true, first)}
        {overlay('Choose a size', false, second)}
      </>,
    );
    expect(cart.inert).toBe(false);
    expect(root.inert).toBe(true);
    expect(document.documentElement.classList.contains('modal-open')).toBe(true);
  });

  it('closes on a tap on the dimmed page, not on a press begun inside the panel', () => {
    const onOpenChange = vi.fn();
    render(overlay('Cart', true, onOpenChange));
    const layer = document.querySelector('.test-overlay')!;
    const inside = screen.getByRole('button', { name: 'Inside Cart' });
    // A slider's thumb dragged out of the panel: the click lands on the layer.
    fireEvent.pointerDown(inside);
    fireEvent.click(layer);
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.pointerDown(layer);
    fireEvent.click(layer);
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    // In the scrollbar's gutter a tap hits <html>, over which the layer also lies.
    fireEvent.pointerDown(document.documentElement);
    fireEvent.click(document.documentElement);
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('stops listening once closed', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(overlay('Cart', true, onOpenChange));
    act(() => rerender(overlay('Cart', false, onOpenChange)));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
