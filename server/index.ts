/**
 * Starts the storefront: opens the database (PGlite in DATA_DIR, or DATABASE_URL), migrates, seeds an
 * empty database with the demo shop, listens, then draws any missing pictures into DATA_DIR/images.
 */
import type { Server as HttpServer } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDb } from './db/client';
import { drawArt } from './db/demo/art';
import { demoShop } from './db/demo/shop';
import { ImageRenderer } from './db/images';
import { drawInBackground } from './db/draw-in-background';
import { migrateDb } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { warmStatic } from './routes/static-files';

const env = process.env;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '0.0.0.0';
const dataDir = resolve(env.DATA_DIR ?? './data');
const distDir = resolve(env.DIST_DIR ?? './dist');
const imagesDir = resolve(dataDir, 'images');

const started = performance.now();
const since = () => `${Math.round(performance.now() - started)} ms`;

const handle = await openDb({ databaseUrl: env.DATABASE_URL || undefined, dataDir: resolve(dataDir, 'pglite') });
await migrateDb(handle);
if (await seedIfEmpty(handle.db, demoShop)) console.log(`Seeded the demo shop (${since()})`);
const images = new ImageRenderer(handle.db, imagesDir, drawArt);
const staticCount = await warmStatic(distDir);

const app = createApp({ db: handle.db, imagesDir, images, distDir, googleAdsId: env.GOOGLE_ADS_ID ?? null, publicOrigin: env.PUBLIC_ORIGIN ?? null });
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Storefront ready at http://localhost:${info.port} (${handle.describe}; ${staticCount} static files from ${distDir}; ${since()})`);
  // Missing pictures are drawn after listening, in a low-priority child process; a request for one draws it at once.
  images
    .missing()
    .then((rows) => drawInBackground({ rows, dir: imagesDir }))
    .then((done) => done.rendered > 0 && console.log(`Drew ${done.rendered} pictures, ${done.files} files (${since()})`))
    .catch((err: unknown) => console.error('Drawing pictures failed:', err));
});

// Keep idle connections open longer than a load balancer's or a client's pool usually does (60 s), so
// a reused connection is never closed by us at the very moment a request goes out on it (ECONNRESET).
const http = server as HttpServer;
http.keepAliveTimeout = 65_000;
http.headersTimeout = 66_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  // Stop taking connections, let the ones in flight finish, then close the database.
  server.close(async () => {
    await handle.close().catch((err: unknown) => console.error('Closing the database failed:', err));
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
