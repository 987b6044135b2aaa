/** Helpers for the Toaster tests: render with fake timers, step the clock inside act. */
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { toast } from './toast-store';
import type { ToastInput } from './toast-store';
import { Toaster } from './toaster';
import type { ToasterProps } from './toaster';

/** The toaster renders into <body> (a portal), so its parts are found there. */
export function renderToaster(props: ToasterProps = {}) {
  const view = render(<Toaster {...props} />);
  const region = () => document.body.querySelector<HTMLElement>('section.toast-region');
  const item = () => document.body.querySelector<HTMLElement>('li.toast');
  return { ...view, region, item };
}

export function show(input: ToastInput) {
  let handle: ReturnType<typeof toast> | undefined;
  act(() => {
    handle = toast(input);
  });
  return handle!;
}

export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
