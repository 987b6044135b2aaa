/**
 * Starts the storefront: takes DATA_DIR (one server per data folder), opens the database (the embedded
 * PostgreSQL in DATA_DIR, or DATABASE_URL), migrates, seeds an empty database with the demo shop
 * (or SEED_PRODUCTS products: demo/large-shop.ts), starts the mail sender (mail/sender.ts: SMTP_URL,
 * or the log), listens, then draws any missing pictures into DATA_DIR/images. Every step that started
 * is undone in reverse on SIGTERM, SIGINT or SIGHUP (process/shutdown.ts).
 */
import type { Server as HttpServer } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDb } from './db/client';
import { drawArt } from './db/demo/art';
import { largeShop, seedProductsFromEnv } from './db/demo/large-shop';
import { demoShop } from './db/demo/shop';
import { DataDirBusyError, lockDataDir } from './db/embedded/data-dir-lock';
import { ImageRenderer } from './db/images';
import { drawInBackground } from './db/draw-in-background';
import { migrateDb } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { startPurging } from './auth/purge';
import { safeErrorFields } from './error-fields';
import { parsePublicOrigin } from './http/public-origin';
import { log } from './log';
import { MailSender } from './mail/sender';
import { transportFromEnv } from './mail/transport';
import { drain } from './process/drain';
import { exitOnSignals, onShutdown, shutdown } from './process/shutdown';
import { warmStatic } from './routes/static-files';

const env = process.env;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '0.0.0.0';
const dataDir = resolve(env.DATA_DIR ?? './data');
const distDir = resolve(env.DIST_DIR ?? './dist');
const imagesDir = resolve(dataDir, 'images');
/** How long requests in flight may take to finish once a shutdown begins; the rest is cut. */
const DRAIN_MS = 2_500;

const started = performance.now();
const since = () => `${Math.round(performance.now() - started)} ms`;

exitOnSignals();
let publicOrigin: string | null;
let mailTransport: ReturnType<typeof transportFromEnv>;
let seedProducts: number | null;
try {
  publicOrigin = parsePublicOrigin(env.PUBLIC_ORIGIN);
  seedProducts = seedProductsFromEnv(env.SEED_PRODUCTS, demoShop.products.length);
  mailTransport = transportFromEnv(env, log);
} catch (err) {
  log.fatal((err as Error).message);
  process.exit(2);
}
try {
  const lock = lockDataDir(dataDir);
  onShutdown('releasing the data folder', () => lock.release());
  process.on('exit', () => lock.release());
} catch (err) {
  if (!(err instanceof DataDirBusyError)) throw err;
  log.error(err.message);
  process.exit(2);
}

try {
  const handle = env.DATABASE_URL
    ? await openDb({ databaseUrl: env.DATABASE_URL })
    : await openDb({
        dataDir,
        log: (level, message) => log[level](message),
        onUnexpectedExit: () => void shutdown('the database stopped', 1),
      });
  onShutdown('closing the database', () => handle.close(), 4_000);
  await migrateDb(handle.pool);
  const seedStarted = performance.now();
  const shop = () => (seedProducts === null ? demoShop : largeShop(demoShop, seedProducts));
  if (await seedIfEmpty(handle.db, shop)) {
    const products = seedProducts ?? demoShop.products.length;
    const took = Math.round(performance.now() - seedStarted);
    log.info(`Seeded the demo shop: ${products} products in ${took} ms (${since()})`);
  }
  const images = new ImageRenderer(handle.db, imagesDir, drawArt);
  const staticCount = await warmStatic(distDir);
  // Mail queued by orders (in their transactions) goes out from here; it stops before the database closes.
  const mail = new MailSender(handle.db, mailTransport, { from: env.MAIL_FROM, logger: log });
  mail.start();
  onShutdown('stopping the mail sender', () => mail.stop(), 3_000);
  log.info(`Mail: ${mail.describe}`);
  // Expired sessions, reset links and rate-limit attempts are deleted hourly by every replica.
  const stopPurging = startPurging(handle.db, log);
  onShutdown('stopping the purge of expired sessions', () => stopPurging());

  const app = createApp({
    db: handle.db,
    imagesDir,
    images,
    distDir,
    googleAdsId: env.GOOGLE_ADS_ID ?? null,
    publicOrigin,
    log,
    mail,
  });
  const drawing = new AbortController();
  onShutdown('stopping the picture drawer', () => drawing.abort());
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    const origin = publicOrigin ?? `http://localhost:${info.port}`;
    log.info(
      `Storefront ready at ${origin} (${handle.describe}; ${staticCount} static files from ${distDir}; ${since()})`,
    );
    // Missing pictures are drawn after listening, in a low-priority child process; a request for one draws it at once.
    images
      .missing()
      .then((rows) => drawInBackground({ rows, dir: imagesDir }, drawing.signal))
      .then(
        (done) =>
          done.rendered > 0 &&
          log.info(`Drew ${done.rendered} pictures, ${done.files} files (${since()})`),
      )
      .catch(
        (err: unknown) =>
          drawing.signal.aborted ||
          log.error({ error: safeErrorFields(err) }, 'Drawing pictures failed'),
      );
  }) as HttpServer;
  onShutdown('finishing the requests in flight', () => drain(server, DRAIN_MS), DRAIN_MS + 500);
  server.on('error', (err) => {
    log.error(`Cannot listen on ${host}:${port}: ${err.message}`);
    void shutdown('listen failed', 1);
  });

  // Keep idle connections open longer than a load balancer's or a client's pool usually does (60 s), so
  // a reused connection is never closed by us at the very moment a request goes out on it (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
} catch (err) {
  log.fatal({ error: safeErrorFields(err) }, 'The storefront could not start');
  await shutdown('start-up failed', 1);
}
