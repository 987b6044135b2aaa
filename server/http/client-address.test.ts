/**
 * The client's address for the rate limits: the socket's, unless TRUST_PROXY names the socket as a
 * proxy; then the right-most X-Forwarded-For entry that is not a trusted proxy, whatever the client
 * wrote to its left.
 */
import type { BlockList } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from './client-address';

async function addressOf(
  trust: BlockList | null,
  socket: string | undefined,
  ...forwarded: string[]
): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trust) ?? 'none'));
  const headers = new Headers();
  for (const line of forwarded) headers.append('X-Forwarded-For', line);
  const env =
    socket === undefined ? undefined : { incoming: { socket: { remoteAddress: socket } } };
  return (await app.request('/', { headers }, env)).text();
}

describe('parseTrustProxy', () => {
  it('reads addresses and CIDR ranges, IPv4 and IPv6; unset or blank trusts nobody', () => {
    const trust = parseTrustProxy(' 127.0.0.1, 10.0.0.0/8,::1,fd00::/8 ')!;
    expect(trust.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(trust.check('10.200.3.4', 'ipv4')).toBe(true);
    expect(trust.check('11.0.0.1', 'ipv4')).toBe(false);
    expect(trust.check('::1', 'ipv6')).toBe(true);
    expect(trust.check('fd12::7', 'ipv6')).toBe(true);
    expect(trust.check('2001:db8::1', 'ipv6')).toBe(false);
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy('  ')).toBeNull();
  });

  it.each([
    ['a word', 'true', /"true" is not an IP address/],
    ['a count of hops', '1', /"1" is not an IP address/],
    ['a host name', 'proxy.internal', /is not an IP address/],
    ['an address with a port', '127.0.0.1:8080', /is not an IP address/],
    ['an empty entry', '127.0.0.1,,10.0.0.1', /an empty entry/],
    ['a prefix too long for IPv4', '10.0.0.0/33', /"10.0.0.0\/33" has no valid prefix length/],
    ['a prefix too long for IPv6', 'fd00::/129', /no valid prefix length/],
    ['a prefix that is no number', '10.0.0.0/eight', /no valid prefix length/],
    ['two prefixes', '10.0.0.0/8/8', /has two prefixes/],
  ])('refuses %s, naming the setting and the value', (_name, value, why) => {
    expect(() => parseTrustProxy(value)).toThrow(why);
    expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY must be a comma-separated list/);
  });
});

describe('clientAddress', () => {
  const trust = parseTrustProxy('10.0.0.0/8,::1');

  it('is the socket when TRUST_PROXY is unset: X-Forwarded-For is ignored', async () => {
    expect(await addressOf(null, '10.0.0.1', '198.51.100.9')).toBe('10.0.0.1');
    expect(await addressOf(null, '203.0.113.5')).toBe('203.0.113.5');
  });

  it('is the right-most entry that is not a trusted proxy', async () => {
    expect(await addressOf(trust, '10.0.0.1', '198.51.100.9')).toBe('198.51.100.9');
    // Through two trusted proxies: both hops are skipped.
    expect(await addressOf(trust, '10.0.0.1', '198.51.100.9, 10.0.0.2')).toBe('198.51.100.9');
    // Several header lines are one list, in order.
    expect(await addressOf(trust, '::1', '203.0.113.1', '198.51.100.9')).toBe('198.51.100.9');
  });

  it('ignores whatever the client wrote left of the address its proxy saw', async () => {
    for (const spoofed of ['203.0.113.77', '10.0.0.9', 'garbage', '1.1.1.1, 2.2.2.2']) {
      expect(await addressOf(trust, '10.0.0.1', `${spoofed}, 198.51.100.9`)).toBe('198.51.100.9');
    }
  });

  it('is the socket when the socket is not a trusted proxy, whatever it forwards', async () => {
    expect(await addressOf(trust, '203.0.113.50', '198.51.100.9')).toBe('203.0.113.50');
    expect(await addressOf(trust, '203.0.113.50', '10.0.0.2')).toBe('203.0.113.50');
  });

  it('is the left-most entry when every one is a trusted proxy, the proxy without any', async () => {
    expect(await addressOf(trust, '10.0.0.1', '10.0.0.3, 10.0.0.2')).toBe('10.0.0.3');
    expect(await addressOf(trust, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('stops at a malformed entry and keeps the last good hop: a client cannot pick its budget', async () => {
    expect(await addressOf(trust, '10.0.0.1', '198.51.100.9, bogus')).toBe('10.0.0.1');
    expect(await addressOf(trust, '10.0.0.1', '198.51.100.9:4711')).toBe('10.0.0.1');
    expect(await addressOf(trust, '10.0.0.1', '198.51.100.9, bogus, 10.0.0.2')).toBe('10.0.0.2');
  });

  it('counts an IPv6 client per /64, and matches an IPv4-mapped socket as its IPv4', async () => {
    expect(await addressOf(trust, '::ffff:10.0.0.1', '2001:db8:1:2::77')).toBe('2001:db8:1:2::/64');
    expect(await addressOf(trust, '::ffff:10.0.0.1', '::ffff:198.51.100.9')).toBe('198.51.100.9');
  });

  it('is null without a socket (an in-process request)', async () => {
    expect(await addressOf(trust, undefined, '198.51.100.9')).toBe('none');
  });
});
