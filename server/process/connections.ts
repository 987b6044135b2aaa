/**
 * How long a client may take and how many may be connected at once, so that slow or idle clients
 * cannot hold the server's sockets (Node's defaults let a request trickle in for 300 s, found at
 * about 30 s intervals: a slow client held a connection 327 s, issue 36):
 * - the request's headers within 15 s, its whole body within 25 s (checked every 2 s): a slow
 *   client is answered 408 and cut within 27 s;
 * - 30 s without a byte either way while a request is open (a client that stops reading its answer);
 * - idle kept-alive connections are kept 65 s, longer than a load balancer's or a client's pool keeps
 *   them (60 s), so a reused connection is never closed by us the moment a request goes out on it;
 * - at most 1,000 connections: one more is closed at once rather than starve the others.
 */
import type { Server, ServerOptions } from 'node:http';

export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 25_000;
export const MAX_CONNECTIONS = 1_000;

/** For http.createServer (hono's `serverOptions`): the checks' interval exists only at creation. */
export const SERVER_OPTIONS: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: 2_000,
};

export function boundConnections(server: Server): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.timeout = 30_000;
  server.keepAliveTimeout = 65_000;
  server.maxConnections = MAX_CONNECTIONS;
}
