/**
 * The site's public origin, for canonical and hreflang links, Open Graph, JSON-LD, robots.txt and the
 * sitemap. Search engines and share cards keep these, and a shared cache may keep the page without
 * keying it on Host, so a Host header the client chose must never become the origin: PUBLIC_ORIGIN
 * wins; without it the Host is believed only when it names the listening address itself (localhost,
 * loopback, or the IP the request's socket arrived on), with the port the socket listens on, and
 * otherwise the origin is http://localhost:<port>. X-Forwarded-* is never read: anyone can send it.
 */
import type { Context } from 'hono';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** PUBLIC_ORIGIN as an origin (`https://shop.example`), null when unset; anything else stops the start. */
export function parsePublicOrigin(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const fail = (why: string) =>
    new Error(
      `PUBLIC_ORIGIN must be an absolute http(s) origin such as https://shop.example (${why}), got "${raw}"`,
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw fail('scheme is not http or https');
  if (url.username || url.password) throw fail('it holds credentials');
  if (url.pathname !== '/' || url.search || url.hash)
    throw fail('it has a path, query or fragment');
  return url.origin;
}

interface SocketInfo {
  localAddress?: string;
  localPort?: number;
  encrypted?: boolean;
}

/** The socket the request arrived on; @hono/node-server passes the IncomingMessage as `env.incoming`. */
function socketOf(c: Context): SocketInfo | undefined {
  const env = c.env as { incoming?: { socket?: SocketInfo } } | undefined;
  return env?.incoming?.socket;
}

/** A socket address as URL.hostname spells it: IPv6 in brackets, IPv4-mapped IPv6 as plain IPv4. */
function asHostname(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return address.includes(':') ? `[${address.toLowerCase()}]` : address;
}

export function originOf(c: Context, publicOrigin: string | null): string {
  if (publicOrigin) return publicOrigin;
  const socket = socketOf(c);
  const scheme = socket?.encrypted ? 'https' : 'http';
  const asked = new URL(c.req.url).hostname;
  const own = socket?.localAddress ? asHostname(socket.localAddress) : null;
  const host = LOOPBACK.has(asked) || asked === own ? asked : 'localhost';
  const port = socket?.localPort;
  const defaultPort = scheme === 'https' ? 443 : 80;
  return `${scheme}://${host}${port && port !== defaultPort ? `:${port}` : ''}`;
}
