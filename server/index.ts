/**
 * Starts the storefront: takes DATA_DIR (one server per data folder), opens the database (the embedded
 * PostgreSQL in DATA_DIR, or DATABASE_URL), migrates, seeds an empty database with the demo shop
 * (or SEED_PRODUCTS products: demo/large-shop.ts), starts the mail sender (mail/sender.ts: SMTP_URL,
 * or the log), listens, then fills the shared table of pictures unless another replica is filling it
 * (db/image-fill.ts). Every step that started is undone in reverse on SIGTERM, SIGINT or SIGHUP
 * (process/shutdown.ts).
 */
import type { Server as HttpServer } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDb, openSetupPool } from './db/client';
import { drawArt } from './db/demo/art';
import { largeShop, seedProductsFromEnv } from './db/demo/large-shop';
import { demoShop } from './db/demo/shop';
import { DataDirBusyError, lockDataDir } from './db/embedded/data-dir-lock';
import { ImageRenderer } from './db/images';
import { drawInBackground } from './db/draw-in-background';
import { fillPictures } from './db/image-fill';
import { migrateDb, waitForDatabase } from './db/migrate';
import { warmListing } from './db/queries/listing-model';
import { seedIfEmpty } from './db/seed';
import { startPurging } from './auth/purge';
import { safeErrorFields } from './error-fields';
import { parseTrustProxy } from './http/client-address';
import { parsePublicOrigin } from './http/public-origin';
import { log } from './log';
import { MailSender } from './mail/sender';
import { listeningOrigin, recordShopOrigin } from './mail/shop-origin';
import { transportFromEnv } from './mail/transport';
import { Background } from './process/background';
import { SERVER_OPTIONS, boundConnections } from './process/connections';
import { drain } from './process/drain';
import { exitOnFaults, exitOnSignals, onShutdown, shutdown } from './process/shutdown';
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
exitOnFaults();
let publicOrigin: string | null;
let trustProxy: ReturnType<typeof parseTrustProxy>;
let mailTransport: ReturnType<typeof transportFromEnv>;
let seedProducts: number | null;
try {
  publicOrigin = parsePublicOrigin(env.PUBLIC_ORIGIN);
  trustProxy = parseTrustProxy(env.TRUST_PROXY);
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
        onLost: () => void shutdown('the database stopped and could not be started again', 1),
      });
  onShutdown('closing the database', () => handle.close(), 4_000);
  // Migrations and the first seed may take longer than a request may (db/client.ts): a pool of their own.
  const setup = openSetupPool(handle);
  try {
    await waitForDatabase(setup.pool, log);
    await migrateDb(setup.pool);
    const seedStarted = performance.now();
    const shop = () => (seedProducts === null ? demoShop : largeShop(demoShop, seedProducts));
    if (await seedIfEmpty(setup.db, shop)) {
      const products = seedProducts ?? demoShop.products.length;
      const took = Math.round(performance.now() - seedStarted);
      log.info(`Seeded the demo shop: ${products} products in ${took} ms (${since()})`);
    }
  } finally {
    await setup.pool.end();
  }
  const images = new ImageRenderer(handle.db, imagesDir, drawArt);
  const staticCount = await warmStatic(distDir);
  // The listing's in-memory read model loads while the server starts (its first request would wait).
  void warmListing(handle.db);
  // Mail queued by orders (in their transactions) goes out from here; it stops before the database closes.
  const mail = new MailSender(handle.db, mailTransport, { from: env.MAIL_FROM, logger: log });
  mail.start();
  onShutdown('stopping the mail sender', () => mail.stop(), 3_000);
  log.info(`Mail: ${mail.describe}`);
  // Expired sessions, reset links and rate-limit attempts are deleted hourly by every replica.
  const stopPurging = startPurging(handle.db, log);
  onShutdown('stopping the purge of expired sessions', () => stopPurging());

  // Work the routes start after answering (reset mails); waited for after the requests in flight.
  const background = new Background(log);
  onShutdown('finishing background work', () => background.settled(), 2_000);

  const app = createApp({
    db: handle.db,
    imagesDir,
    images,
    distDir,
    googleAdsId: env.GOOGLE_ADS_ID ?? null,
    publicOrigin,
    trustProxy,
    log,
    mail,
    background,
  });
  const drawing = new AbortController();
  onShutdown('stopping the picture drawer', () => drawing.abort());
  const server = serve(
    { fetch: app.fetch, port, hostname: host, serverOptions: SERVER_OPTIONS },
    (info) => {
      const origin = publicOrigin ?? listeningOrigin(host, info.port);
      log.info(
        `Storefront ready at ${origin} (${handle.describe}; ${staticCount} static files from ${distDir}; ${since()})`,
      );
      // For the links of mails the shop's commands queue (npm run order…): where this shop is.
      recordShopOrigin(handle.db, origin).catch((err: unknown) =>
        log.warn(
          { error: safeErrorFields(err) },
          'Could not record the shop’s origin for its commands',
        ),
      );
      // Pictures the shared table lacks are drawn after listening, by one replica at a time, in a
      // low-priority child process; a request for one meanwhile draws it at once.
      fillPictures(handle.pool, imagesDir, (job, onDrawn) =>
        drawInBackground(job, { onDrawn, signal: drawing.signal }),
      )
        .then((done) => {
          if (!done) log.info('Another replica is filling the pictures: this one draws on demand');
          else if (done.drawn + done.uploaded > 0)
            log.info(
              `Pictures: drew ${done.drawn}, stored ${done.uploaded} from disk (${since()})`,
            );
        })
        .catch(
          (err: unknown) =>
            drawing.signal.aborted ||
            log.error({ error: safeErrorFields(err) }, 'Drawing pictures failed'),
        );
    },
  ) as HttpServer;
  onShutdown('finishing the requests in flight', () => drain(server, DRAIN_MS), DRAIN_MS + 500);
  server.on('error', (err) => {
    log.error(`Cannot listen on ${host}:${port}: ${err.message}`);
    void shutdown('listen failed', 1);
  });

  boundConnections(server);
} catch (err) {
  log.fatal({ error: safeErrorFields(err) }, 'The storefront could not start');
  await shutdown('start-up failed', 1);
}
