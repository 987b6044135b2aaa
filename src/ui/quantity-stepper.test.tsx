// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';
import { Stepper } from './quantity-stepper.test-utils';

afterEach(cleanup);

const input = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
const less = () => screen.getByRole('button', { name: 'One less' }) as HTMLButtonElement;
const more = () => screen.getByRole('button', { name: 'One more' }) as HTMLButtonElement;

describe('QuantityStepper', () => {
  it('steps with its buttons, which are disabled at the bounds', () => {
    render(<Stepper max={2} />);
    expect(less().disabled).toBe(true);
    fireEvent.click(more());
    expect(input().value).toBe('2');
    expect(more().disabled).toBe(true);
    expect(less().disabled).toBe(false);
    fireEvent.click(less());
    expect(input().value).toBe('1');
  });

  it('keeps what is typed until Enter or blur, then clamps it', () => {
    render(<Stepper max={5} />);
    fireEvent.change(input(), { target: { value: '9' } });
    expect(input().value).toBe('9');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('5');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(input().value).toBe('1');
  });

  it('drops what is not a digit, and steps with the arrow keys', () => {
    render(<Stepper start={2} max={5} />);
    fireEvent.change(input(), { target: { value: '3a' } });
    expect(input().value).toBe('3');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().value).toBe('4');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().value).toBe('3');
  });

  it('is all disabled when there is nothing to choose', () => {
    render(
      <QuantityStepper
        label="Quantity"
        value={1}
        onChange={() => {}}
        max={0}
        isDisabled
        labels={{ decrease: 'One less', increase: 'One more' }}
      />,
    );
    expect(input().disabled).toBe(true);
    expect(more().disabled).toBe(true);
    expect(less().disabled).toBe(true);
  });

  describe('on a server-rendered page', () => {
    /** The server's markup, typed into before the app hydrates it. */
    async function hydrateAfterTyping(text: string, focused: boolean) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Stepper max={5} />);
      document.body.append(container);
      const early = container.querySelector('input')!;
      early.value = text;
      if (focused) early.focus();
      await act(async () => {
        render(<Stepper max={5} />, { container, hydrate: true });
      });
    }

    it('commits a number typed before hydration, as if typed now', async () => {
      await hydrateAfterTyping('3', false);
      expect(input().value).toBe('3');
      fireEvent.click(more());
      expect(input().value).toBe('4');
    });

    it('keeps it as a draft while the field still has focus, and clamps it on Enter', async () => {
      await hydrateAfterTyping('9', true);
      expect(input().value).toBe('9');
      fireEvent.keyDown(input(), { key: 'Enter' });
      expect(input().value).toBe('5');
      expect(more().disabled).toBe(true);
    });
  });
});
