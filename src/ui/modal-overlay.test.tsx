// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dialog, Modal } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppModalOverlay } from './modal-overlay';

afterEach(cleanup);

function overlay(name: string, isOpen: boolean, onOpenChange: (open: boolean) => void) {
  return (
    <AppModalOverlay className="test-overlay" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal>
        <Dialog aria-label={name}>
          <button type="button">Inside {name}</button>
        </Dialog>
      </Modal>
    </AppModalOverlay>
  );
}

/** Focus on <body>, as before react-aria has moved it into the dialog. */
function outside() {
  (document.activeElement as HTMLElement | null)?.blur();
  expect(document.activeElement).toBe(document.body);
}

describe('AppModalOverlay', () => {
  it('closes on Escape pressed before focus has reached it', () => {
    const onOpenChange = vi.fn();
    render(overlay('Cart', true, onOpenChange));
    // Focus where the tap left it, outside the dialog (react-aria moves it in later).
    outside();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leaves an Escape pressed inside the dialog to react-aria, which closes it once', () => {
    const onOpenChange = vi.fn();
    render(overlay('Cart', true, onOpenChange));
    const inside = screen.getByRole('button', { name: 'Inside Cart' });
    inside.focus();
    fireEvent.keyDown(inside, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it('closes only the newest of two open overlays', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <>
        {overlay('Cart', true, first)}
        {overlay('Choose a size', true, second)}
      </>,
    );
    outside();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(second).toHaveBeenCalledWith(false);
    expect(first).not.toHaveBeenCalled();
  });

  it('stops listening once closed', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(overlay('Cart', true, onOpenChange));
    rerender(overlay('Cart', false, onOpenChange));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
