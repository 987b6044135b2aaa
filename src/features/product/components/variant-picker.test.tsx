// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../contract/types';
import en from '../../../../locales/en.json';
import { VariantPicker } from './variant-picker';

afterEach(cleanup);

// Black in S and M, red only in S (M sold out), white sold out altogether.
const product = {
  colors: ['BLACK', 'RED', 'WHITE'],
  sizes: ['S', 'M'],
  variants: [
    { id: 'b-s', color: 'BLACK', size: 'S', stock: 3 },
    { id: 'b-m', color: 'BLACK', size: 'M', stock: 2 },
    { id: 'r-s', color: 'RED', size: 'S', stock: 1 },
    { id: 'r-m', color: 'RED', size: 'M', stock: 0 },
    { id: 'w-s', color: 'WHITE', size: 'S', stock: 0 },
    { id: 'w-m', color: 'WHITE', size: 'M', stock: 0 },
  ],
} as unknown as Product;

function renderPicker(selection: { color: 'BLACK' | 'RED'; size: string }) {
  const onColor = vi.fn();
  const onSize = vi.fn();
  render(
    <IntlProvider locale="en" messages={en}>
      <VariantPicker product={product} selection={selection} onColor={onColor} onSize={onSize} />
    </IntlProvider>,
  );
  return { onColor, onSize };
}

const group = (name: string) => screen.getByRole('radiogroup', { name });

describe('VariantPicker', () => {
  it('shows each choice as a native radio in a named group, the selection checked', () => {
    renderPicker({ color: 'BLACK', size: 'M' });
    const colors = within(group(en['product.color'])).getAllByRole('radio') as HTMLInputElement[];
    expect(colors.map((r) => r.value)).toEqual(['BLACK', 'RED', 'WHITE']);
    expect(colors.map((r) => r.checked)).toEqual([true, false, false]);
    // One name per group: the browser gives it one tab stop and arrow keys.
    expect(new Set(colors.map((r) => r.name)).size).toBe(1);
    const sizes = within(group(en['product.size'])).getAllByRole('radio') as HTMLInputElement[];
    expect(sizes[0]!.name).not.toBe(colors[0]!.name);
    expect(sizes.map((r) => r.checked)).toEqual([false, true]);
  });

  it('disables what is sold out and says so to screen readers', () => {
    renderPicker({ color: 'RED', size: 'S' });
    const white = screen.getByRole('radio', { name: /White/ }) as HTMLInputElement;
    expect(white.disabled).toBe(true);
    expect(white.closest('label')!.textContent).toContain(en['product.stock.out']);
    const m = screen.getByRole('radio', { name: /^M/ }) as HTMLInputElement;
    expect(m.disabled).toBe(true);
  });

  it('reports a chosen colour or size', () => {
    const { onColor, onSize } = renderPicker({ color: 'BLACK', size: 'S' });
    fireEvent.click(screen.getByRole('radio', { name: /^Red/ }));
    expect(onColor).toHaveBeenCalledWith('RED');
    fireEvent.click(screen.getByRole('radio', { name: /^M/ }));
    expect(onSize).toHaveBeenCalledWith('M');
  });
});
