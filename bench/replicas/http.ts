/**
 * The bench's requests, through the contract's paths, and the tally of every answer: each request is
 * counted by kind (put, complete, read, direct) and status, or as `timeout` or `no answer` (connection
 * refused or reset) when none came.
 */
import { API_ROUTES, fillRoute, withQuery } from '../../contract/api/paths';
import { checkoutPath, completeCheckoutPath } from '../../contract/api/private-paths';
import { ADDRESS } from '../shopper';

/** The read every replica is polled with, and the readers' listing. */
export const READ_PATH = withQuery(fillRoute(API_ROUTES.collection, { '*': 'women' }), {
  lang: 'en',
});

/** A shopper gives up on an answer after this long (nginx answers 504 after 15 s before that). */
const TIMEOUT_MS = 20_000;

export type Status = number | 'timeout' | 'no answer';

export class Tally {
  /** kind → status → how many. */
  private readonly counts = new Map<string, Map<Status, number>>();

  add(kind: string, status: Status): void {
    const statuses = this.counts.get(kind) ?? new Map<Status, number>();
    this.counts.set(kind, statuses.set(status, (statuses.get(status) ?? 0) + 1));
  }

  /** How many answers of `kinds` (default: all but the direct polls) had a status `which` accepts. */
  count(which: (s: Status) => boolean, kinds?: string[]): number {
    let n = 0;
    for (const [kind, statuses] of this.counts) {
      if (kinds ? !kinds.includes(kind) : kind === 'direct') continue;
      for (const [status, count] of statuses) if (which(status)) n += count;
    }
    return n;
  }

  /** "complete: 201 ×790, 500 ×3; put: 200 ×812", kinds and statuses in order. */
  describe(kinds?: string[]): string {
    return [...this.counts]
      .filter(([kind]) => !kinds || kinds.includes(kind))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, statuses]) => {
        const sorted = [...statuses].sort(([a], [b]) => String(a).localeCompare(String(b)));
        return `${kind}: ${sorted.map(([status, n]) => `${status} ×${n}`).join(', ')}`;
      })
      .join('; ');
  }
}

async function send(
  tally: Tally,
  kind: string,
  url: string,
  init: RequestInit = {},
): Promise<{ status: Status; body: string }> {
  let status: Status;
  let body = '';
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = await res.text();
    status = res.status;
  } catch (err) {
    const name = (err as Error).name;
    status = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'no answer';
  }
  tally.add(kind, status);
  return { status, body };
}

/** PUT of a ready checkout: one line of `variant`, email, a Vietnamese address, standard, COD. */
export async function putCheckout(
  tally: Tally,
  base: string,
  token: string,
  variant: number,
): Promise<Status> {
  const body = JSON.stringify({
    lines: [{ variant_id: String(variant), quantity: 1 }],
    email: 'lan@example.com',
    shipping_address: ADDRESS,
    shipping_method: 'standard',
    payment_method: 'cod',
  });
  const headers = { 'Content-Type': 'application/json' };
  return (await send(tally, 'put', base + checkoutPath(token), { method: 'PUT', headers, body }))
    .status;
}

/** POST complete: the status, and the order's number when it was placed (201) or replayed (200). */
export async function complete(
  tally: Tally,
  base: string,
  token: string,
): Promise<{ status: Status; number: string | null }> {
  const { status, body } = await send(tally, 'complete', base + completeCheckoutPath(token), {
    method: 'POST',
  });
  let number: string | null = null;
  if (status === 200 || status === 201) {
    try {
      number = String((JSON.parse(body) as { data: { number: unknown } }).data.number);
    } catch {
      number = '?';
    }
  }
  return { status, number };
}

export async function read(tally: Tally, base: string, path: string, kind = 'read') {
  return (await send(tally, kind, base + path)).status;
}

/** Runs `fn` over `items`, at most `n` at a time. */
export async function inPool<T>(n: number, items: T[], fn: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}
