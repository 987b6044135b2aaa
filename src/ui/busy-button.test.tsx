// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button';

afterEach(cleanup);

describe('BusyButton', () => {
  it('submits its form when idle', () => {
    const submit = vi.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <BusyButton type="submit" isBusy={false}>
          Place order
        </BusyButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('while busy, stays focusable, says it is unavailable and neither submits nor presses', () => {
    const submit = vi.fn((e: Event) => e.preventDefault());
    const press = vi.fn();
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <BusyButton type="submit" isBusy onPress={press}>
          Placing order…
        </BusyButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Placing order…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('type')).toBe('button');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(submit).not.toHaveBeenCalled();
    expect(press).not.toHaveBeenCalled();
  });

  // react-aria's isPending, focused, adds such a node (within its 100 ms first-announce delay).
  it('leaves nothing in a live region that names the button', async () => {
    const { rerender } = render(<BusyButton isBusy={false}>Send</BusyButton>);
    act(() => screen.getByRole('button').focus());
    rerender(<BusyButton isBusy>Sending…</BusyButton>);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.querySelector('[role="img"][aria-labelledby]')).toBeNull();
  });
});
