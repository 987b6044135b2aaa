// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreInfo } from '../../contract/types';
import { storeInfoState, useStoreInfo } from './store-info-state';

afterEach(() => {
  storeInfoState.info = null;
});

describe('useStoreInfo', () => {
  it('re-renders a component only when the field it selects changes', async () => {
    let renders = 0;
    function Currency() {
      renders++;
      return <p>{useStoreInfo((info) => info?.currency ?? 'USD')}</p>;
    }
    const { container } = render(<Currency />);
    expect(container.textContent).toBe('USD');
    const base = renders;
    // The info arrives with the default currency, then again with another name: nothing to redraw.
    await act(async () => {
      storeInfoState.info = { currency: 'USD', name: 'A' } as StoreInfo;
    });
    await act(async () => {
      storeInfoState.info = { currency: 'USD', name: 'B' } as StoreInfo;
    });
    expect(renders).toBe(base);
    await act(async () => {
      storeInfoState.info = { currency: 'VND', name: 'B' } as StoreInfo;
    });
    expect(container.textContent).toBe('VND');
    expect(renders).toBe(base + 1);
  });
});
