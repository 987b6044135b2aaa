/**
 * The client's address for the rate limits (docs/decisions/013). By default it is the socket's remote
 * address, as @hono/node-server hands the IncomingMessage to the app (`env.incoming`), and
 * X-Forwarded-For is ignored: anyone can send it. TRUST_PROXY names the proxies in front of the server
 * (addresses or CIDR ranges); only when the socket is one of them is X-Forwarded-For read, from the
 * right, skipping trusted hops: the right-most untrusted entry is the address the nearest trusted proxy
 * saw, and everything left of it was written by the client. IPv6 counts per /64, the block one
 * subscriber gets; an IPv4-mapped address is its IPv4. In-process requests (tests, the server's own
 * page renders) have no socket: null.
 */
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/** TRUST_PROXY (`127.0.0.1,10.0.0.0/8,::1`) as a BlockList; null when unset. Anything malformed throws. */
export function parseTrustProxy(value: string | null | undefined): BlockList | null {
  const raw = value?.trim();
  if (!raw) return null;
  const list = new BlockList();
  for (const entry of raw.split(',').map((e) => e.trim())) {
    const fail = (why: string) =>
      new Error(
        `TRUST_PROXY must be a comma-separated list of proxy addresses or CIDR ranges such as 127.0.0.1,10.0.0.0/8,::1 (${why}), got "${raw}"`,
      );
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw fail(entry ? `"${entry}" is not an IP address` : 'an empty entry');
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (extra !== undefined) throw fail(`"${entry}" has two prefixes`);
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits <= (family === 4 ? 32 : 128))) throw fail(`"${entry}" has no valid prefix length`);
    list.addSubnet(address, bits, type);
  }
  return list;
}

/** An address as written in a socket or a header, without a zone id; null when it is none. */
function plain(raw: string): { address: string; type: 'ipv4' | 'ipv6' } | null {
  const address = raw.trim().replace(/%.*$/, ''); // a zone id (fe80::1%eth0) names no client
  const family = isIP(address);
  return family === 0 ? null : { address, type: family === 4 ? 'ipv4' : 'ipv6' };
}

export function clientAddress(c: Context, trustProxy?: BlockList | null): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const socket = env?.incoming?.socket?.remoteAddress;
  if (!socket) return null;
  let hop = plain(socket);
  if (!hop || !trustProxy) return addressKey(socket);
  // Right to left while the hop in hand is a trusted proxy. A malformed entry stops the walk at the
  // last good hop (a trusted proxy's address): a trusted proxy writes only addresses, so a malformed one
  // came from a client (or a proxy passing the client's header on), and reading on past it would let
  // that client choose its own address and with it a fresh budget. Stopping fails safe: such clients
  // share their proxy's budget, as they did before TRUST_PROXY.
  const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').reverse();
  for (const entry of forwarded) {
    if (!trustProxy.check(hop.address, hop.type)) break;
    const next = plain(entry);
    if (!next) break;
    hop = next;
  }
  // Every entry trusted: the left-most one, the farthest the proxies can vouch for.
  return addressKey(hop.address);
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
