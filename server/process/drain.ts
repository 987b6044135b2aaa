/**
 * Draining the HTTP server: stop accepting, let the requests in flight finish, and close each kept-alive
 * connection as soon as its response is out (a client that keeps reusing its connection would otherwise
 * hold the server open for the whole keep-alive time). Whatever is still running after `graceMs` is cut.
 */
import type { Server } from 'node:http';
import type { MiddlewareHandler } from 'hono';

let draining = false;

/** Answers given while draining tell the client to open a new connection (to another replica, or later). */
export const closeWhileDraining: MiddlewareHandler = async (c, next) => {
  await next();
  if (draining) c.res.headers.set('Connection', 'close');
};

export function drain(server: Server, graceMs: number): Promise<void> {
  draining = true;
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
  });
}
