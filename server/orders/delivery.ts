/** Dates an order page shows: when it should arrive (business days, Monday to Friday) and until when it may be returned. */
import { RETURN_WINDOW_DAYS } from '../../contract/api/limits';
import { SHOP_TIME_ZONE } from '../../contract/constants';
const DAY_MS = 86_400_000;

/** The calendar date of `at` where the shop is, as a UTC midnight (date arithmetic without time zones). */
function shopDate(at: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at); // en-CA writes YYYY-MM-DD
  return new Date(`${parts}T00:00:00Z`);
}

/** `n` business days after `day` (a UTC midnight): Saturdays and Sundays are skipped. */
export function addBusinessDays(day: Date, n: number): Date {
  let d = day;
  for (let left = n; left > 0;) {
    d = new Date(d.getTime() + DAY_MS);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return d;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export function estimatedDelivery(
  placedAt: Date,
  days: { min_days: number; max_days: number },
  timeZone = SHOP_TIME_ZONE,
): { from: string; to: string } {
  const placed = shopDate(placedAt, timeZone);
  return {
    from: isoDate(addBusinessDays(placed, days.min_days)),
    to: isoDate(addBusinessDays(placed, days.max_days)),
  };
}

/** `days`: the store's return window (its settings' return_window_days; the spec's 7 by default). */
export function returnableUntil(
  deliveredAt: Date | null,
  days: number = RETURN_WINDOW_DAYS,
): Date | null {
  return deliveredAt && new Date(deliveredAt.getTime() + days * DAY_MS);
}
