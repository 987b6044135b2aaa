// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Stepper } from '../ui/quantity-stepper.test-utils';
import { HYDRATING_EVENT, handleEarlySteps } from './early-steps';

/** The stepper as a server-rendered page shows it, before any of the app's code has run. */
function serverRendered(max: number): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Stepper max={max} />);
  document.body.append(container);
  return container;
}

const field = (c: HTMLElement) => c.querySelector('input')!;
const less = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('button[data-step="-1"]')!;
const more = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('button[data-step="1"]')!;

afterEach(() => {
  dispatchEvent(new Event(HYDRATING_EVENT)); // every test's listener goes
  cleanup();
  document.body.replaceChildren();
});

describe('early steps', () => {
  it('a tap before hydration steps the field within its bounds, and the buttons follow', () => {
    const page = serverRendered(3);
    handleEarlySteps();
    more(page).click();
    more(page).click();
    expect(field(page).value).toBe('3');
    expect(more(page).disabled).toBe(true);
    expect(less(page).disabled).toBe(false);
    less(page).click();
    expect(field(page).value).toBe('2');
    expect(more(page).disabled).toBe(false);
  });

  it('stops once hydration starts: React counts every tap from then on, once', () => {
    const page = serverRendered(5);
    handleEarlySteps();
    dispatchEvent(new Event(HYDRATING_EVENT));
    more(page).click();
    expect(field(page).value).toBe('1');
  });

  it('the stepper takes up the stepped number when it hydrates', async () => {
    const page = serverRendered(5);
    handleEarlySteps();
    more(page).click();
    more(page).click();
    dispatchEvent(new Event(HYDRATING_EVENT));
    await act(async () => {
      render(<Stepper max={5} />, { container: page, hydrate: true });
    });
    await act(async () => more(page).click());
    expect(field(page).value).toBe('4');
  });
});
