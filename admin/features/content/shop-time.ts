/**
 * Event times as the shop's staff think of them: on the shop's wall clock (SHOP_TIME_ZONE), whatever
 * the device's own zone. A `datetime-local` input's value (`2030-10-01T09:00`) is read as that
 * zone's time and sent as an instant; an instant is shown back in that zone.
 */
import { SHOP_TIME_ZONE } from '../../../contract/constants';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The shop's wall clock at `instant`, as `YYYY-MM-DDTHH:mm`. */
export function toShopLocal(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p['year']}-${p['month']}-${p['day']}T${p['hour']}:${p['minute']}`;
}

/** The instant (ISO 8601) at which the shop's wall clock reads `local`; '' when it is not a time. */
export function fromShopLocal(local: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return '';
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // The zone's offset at about that time (the shop's zone keeps one offset all year, but a zone
  // with summer time would be right too, but for the hour it skips).
  const shown = toShopLocal(new Date(asUtc));
  const offset = Date.parse(`${shown}:00Z`) - asUtc;
  return new Date(asUtc - offset).toISOString();
}
