/** Where an event stands in time, for the badge beside its dates. */
export type EventStatus = 'upcoming' | 'live' | 'ended';

export function eventStatus(startsAt: string, endsAt: string, now: Date = new Date()): EventStatus {
  const t = now.getTime();
  if (t < new Date(startsAt).getTime()) return 'upcoming';
  if (t > new Date(endsAt).getTime()) return 'ended';
  return 'live';
}
