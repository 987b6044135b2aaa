// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { UpdatePrompt } from './update-prompt';

const h = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    waiting: false,
    listeners,
    setWaiting(value: boolean) {
      h.waiting = value;
      listeners.forEach((l) => l());
    },
    applyUpdate: (() => undefined) as () => void,
    toast: (() => undefined) as (opts: unknown) => void,
    dismiss: () => undefined,
  };
});

vi.mock('./register-sw', () => ({
  isUpdateWaiting: () => h.waiting,
  subscribeUpdateWaiting: (l: () => void) => {
    h.listeners.add(l);
    return () => h.listeners.delete(l);
  },
  applyUpdate: () => h.applyUpdate(),
}));
vi.mock('../../ui/toast/toast-store', () => ({
  toast: (opts: unknown) => {
    h.toast(opts);
    return { id: '1', dismiss: () => h.dismiss(), update: () => undefined };
  },
}));

const messages = {
  'pwa.update.title': 'Đã có phiên bản mới',
  'pwa.update.description': 'Tải lại để dùng phiên bản mới nhất.',
  'pwa.update.reload': 'Tải lại',
  'pwa.update.reload_alt': 'Tải lại trang để cập nhật',
};

interface ToastOpts {
  title: string;
  action: { label: string; onAction: () => void };
  duration: number;
  type: string;
}

function setup(path: string) {
  const location = memoryLocation({ path });
  render(
    <IntlProvider locale="vi" messages={messages}>
      <Router hook={location.hook}>
        <UpdatePrompt />
      </Router>
    </IntlProvider>,
  );
  return location;
}

describe('UpdatePrompt', () => {
  let toast: ReturnType<typeof vi.fn<(opts: unknown) => void>>;
  let dismiss: ReturnType<typeof vi.fn>;
  let applyUpdate: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    h.waiting = false;
    toast = vi.fn();
    dismiss = vi.fn();
    applyUpdate = vi.fn();
    Object.assign(h, { toast, dismiss, applyUpdate });
  });
  afterEach(cleanup);

  const lastToast = () => toast.mock.calls.at(-1)![0] as ToastOpts;

  it('shows nothing until a worker waits, then a lasting foreground toast', () => {
    setup('/cart');
    expect(toast).not.toHaveBeenCalled();
    act(() => h.setWaiting(true));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(lastToast()).toMatchObject({
      title: 'Đã có phiên bản mới',
      duration: Infinity,
      type: 'foreground',
    });
    expect(lastToast().action.label).toBe('Tải lại');
  });

  it('applies the update only when the shopper chooses Reload', () => {
    h.waiting = true;
    setup('/');
    expect(applyUpdate).not.toHaveBeenCalled();
    lastToast().action.onAction();
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it.each(['/checkout/abcdefghijklmnopqrstuv', '/en/checkout/abcdefghijklmnopqrstuv'])(
    'waits while on %s and shows the prompt after leaving checkout',
    (path) => {
      h.waiting = true;
      const location = setup(path);
      expect(toast).not.toHaveBeenCalled();
      act(() => location.navigate('/en/cart'));
      expect(toast).toHaveBeenCalledTimes(1);
    },
  );

  it('takes the prompt down when the shopper enters checkout', () => {
    h.waiting = true;
    const location = setup('/cart');
    expect(toast).toHaveBeenCalledTimes(1);
    act(() => location.navigate('/checkout/abcdefghijklmnopqrstuv'));
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledTimes(1);
  });
});
