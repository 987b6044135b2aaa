/**
 * Fetches a picture a CSV names by URL, and nothing else: http(s) only, at most 20 MB (the upload's
 * limit), 15 s for the whole fetch with its redirects (at most 5), and never from an address that is
 * not public. The server resolves the host itself and connects to the address it checked (the check
 * runs inside the connection's own lookup, so a name that answers differently a moment later, DNS
 * rebinding, gains nothing), for every hop of a redirect too. Not public means anything ipaddr.js does
 * not call global unicast: loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local
 * (169.254/16 where clouds keep their metadata, fe80::/10), carrier-grade NAT, multicast, reserved,
 * and IPv4 hidden in IPv6 (::ffff:10.0.0.1 is 10.0.0.1).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { PICTURE_FETCH_TIMEOUT_MS } from '../../contract/admin/csv-format';
import { MAX_PICTURE_BYTES } from '../../contract/admin/picture-limits';

export type FetchProblem = 'address' | 'unreachable' | 'too_big';

export class FetchRefused extends Error {
  constructor(
    readonly problem: FetchProblem,
    detail: string,
  ) {
    super(detail);
  }
}

export interface FetchOptions {
  /** Whether an address may be connected to; the default takes public unicast addresses only. */
  allowAddress?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

const MAX_REDIRECTS = 5;
const REFUSED = 'PICTURE_ADDRESS_REFUSED';

export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

/** dns.lookup, refusing the host when any address it has is not allowed. */
function checkedLookup(allow: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, found: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = found.find((a) => !allow(a.address));
      if (bad || found.length === 0) {
        const refused = Object.assign(new Error(`${hostname} is ${bad?.address ?? 'nowhere'}`), {
          code: REFUSED,
        });
        return callback(refused, '', 0);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, found);
      return callback(null, found[0]!.address, found[0]!.family);
    });
  };
}

export async function fetchPicture(url: string, opts: FetchOptions = {}): Promise<Buffer> {
  const allow = opts.allowAddress ?? isPublicAddress;
  const maxBytes = opts.maxBytes ?? MAX_PICTURE_BYTES;
  const signal = AbortSignal.timeout(opts.timeoutMs ?? PICTURE_FETCH_TIMEOUT_MS);
  const lookup = checkedLookup(allow);
  let target = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let parsed: URL;
    try {
      parsed = new URL(target);
    } catch {
      throw new FetchRefused('unreachable', `not a URL: ${target}`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new FetchRefused('unreachable', `not http(s): ${parsed.protocol}`);
    // An address written as such is connected to without a lookup: checked here instead.
    const literal = parsed.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !allow(literal)) throw new FetchRefused('address', literal);
    const answer = await get(parsed, lookup, signal, maxBytes);
    if (answer.redirect === null) return answer.body;
    target = new URL(answer.redirect, parsed).href;
  }
  throw new FetchRefused('unreachable', 'too many redirects');
}

type Answer = { redirect: string; body: null } | { redirect: null; body: Buffer };

function get(url: URL, lookup: LookupFunction, signal: AbortSignal, maxBytes: number) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const fail = (err: unknown) => {
      if (err instanceof FetchRefused) return reject(err);
      const e = err as { code?: string; message?: string };
      reject(
        e.code === REFUSED
          ? new FetchRefused('address', e.message ?? '')
          : new FetchRefused('unreachable', signal.aborted ? 'timed out' : (e.message ?? '')),
      );
    };
    const req = client.get(
      url,
      {
        lookup,
        signal,
        agent: false,
        headers: { accept: 'image/*', 'user-agent': 'catalog-import' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ redirect: res.headers.location, body: null });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return fail(new FetchRefused('unreachable', `HTTP ${status}`));
        }
        if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
          res.destroy();
          return fail(new FetchRefused('too_big', 'Content-Length'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) res.destroy(new FetchRefused('too_big', `over ${maxBytes} bytes`));
          else chunks.push(chunk);
        });
        res.on('error', fail);
        res.on('end', () => resolve({ redirect: null, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', fail);
  });
}
