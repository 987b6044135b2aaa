/**
 * The app behind a real socket, for what app.request() cannot show: how @hono/node-server turns a raw
 * request line and Host header into a URL, and the socket's own address and port.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export interface RealServer {
  port: number;
  /** A GET with the path sent exactly as given (no normalizing) and any Host header. */
  get(rawPath: string, headers?: Record<string, string>): Promise<RawResponse>;
  close(): Promise<void>;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export async function listen(app: Hono): Promise<RealServer> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const get = (rawPath: string, headers: Record<string, string> = {}) =>
    new Promise<RawResponse>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: rawPath, headers: { Connection: 'close', ...headers } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port, get, close };
}
