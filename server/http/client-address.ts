/**
 * The client's address for the rate limit: the socket's remote address, as @hono/node-server hands the
 * IncomingMessage to the app (`env.incoming`). X-Forwarded-For is never read: anyone can send it, and no
 * setting says this server sits behind a proxy (see docs/decisions/013 for what a proxy would need).
 * IPv6 counts per /64, the block one subscriber gets; an IPv4-mapped address is its IPv4.
 * In-process requests (tests, the server's own page renders) have no socket: null.
 */
import type { Context } from 'hono';

export function clientAddress(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const raw = env?.incoming?.socket?.remoteAddress;
  return raw ? addressKey(raw) : null;
}

export function addressKey(raw: string): string {
  const address = raw.toLowerCase().replace(/%.*$/, ''); // a zone id (fe80::1%eth0) names no client
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
