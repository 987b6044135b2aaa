/**
 * Taps on a quantity stepper's − or + before the app has taken a server-rendered page over. The
 * page shows the stepper long before its code runs (src/boot.ts starts the app after the load event),
 * and a tap then did nothing. Here the field shows the new number at once, within the bounds the
 * stepper wrote on it (`data-min`, `data-max`), and the buttons follow; the stepper takes the number
 * up when it hydrates, as it does one typed early (src/ui/quantity-stepper.tsx).
 *
 * From the moment the app starts hydrating (HYDRATING_EVENT, src/main.tsx) React has the page's
 * events, replaying any that reach a part not hydrated yet, so this stops: a tap is never counted twice.
 */
export const HYDRATING_EVENT = 'app-hydrating';

const STEP_BUTTON = 'button[data-step]';

function stepEarly(event: Event): void {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(STEP_BUTTON);
  if (!button || button.disabled) return;
  const field = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!(field instanceof HTMLInputElement) || field.disabled) return;
  const min = Number(field.dataset.min);
  const max = Number(field.dataset.max);
  const now = Number.parseInt(field.value, 10) || min;
  const next = Math.min(max, Math.max(min, now + Number(button.dataset.step)));
  field.value = String(next);
  for (const each of field.parentElement?.querySelectorAll<HTMLButtonElement>(STEP_BUTTON) ?? [])
    each.disabled = Number(each.dataset.step) < 0 ? next <= min : next >= max;
}

/** Called by the boot script as soon as the page is parsed. src/main.tsx sends HYDRATING_EVENT. */
export function handleEarlySteps(): void {
  addEventListener('click', stepEarly, true);
  addEventListener(HYDRATING_EVENT, () => removeEventListener('click', stepEarly, true), {
    once: true,
  });
}
