/** What the routers need from the outside; index.ts builds it, tests build it on a database of their own. */
import type { BlockList } from 'node:net';
import type { Db } from './db/client';
import type { HashQueue } from './auth/hash-queue';
import type { ImageRenderer } from './db/images';
import type { Logger } from './log';
import type { Background } from './process/background';
import type { PasswordParams } from './routes/auth-passwords';

export interface AppDeps {
  db: Db;
  /** Rendered pictures, served under /images/: this replica's cache of the `image_files` table. */
  imagesDir: string;
  /** Reads a file missing from disk from the table, or draws it; absent in tests that serve only existing files. */
  images?: ImageRenderer;
  /** The app's production build: index.html, assets, sw.js. */
  distDir: string;
  /** The server's render of catalog pages (`vite build --ssr`); `${distDir}-ssr` when absent. */
  ssrDir?: string;
  /** Google Ads tag id for store-info; null leaves the ad tag off. */
  googleAdsId?: string | null;
  /**
   * PUBLIC_ORIGIN (`https://shop.example`): the origin of canonical links, the sitemap and share cards.
   * createApp refuses anything but an absolute http(s) origin; unset, see http/public-origin.ts.
   */
  publicOrigin?: string | null;
  /**
   * Wakes the mail sender once something queued mail has committed (an order placed), so it goes out
   * now rather than at the sender's next tick; absent in tests of the routes alone.
   */
  mail?: { nudge(): void };
  /** Where password hashes wait their turn; the process's shared queue when absent (tests pass their own). */
  hashQueue?: HashQueue;
  /**
   * scrypt's cost for new password hashes; OWASP's (PASSWORD_PARAMS) when absent. Server tests lower
   * it (server/test/test-app.ts): at full cost, hashing was half their run.
   */
  passwordParams?: PasswordParams;
  /** Where request failures are logged; the shared `log` of log.ts when absent. */
  log?: Logger;
  /**
   * TRUST_PROXY: the proxies in front of the server (http/client-address.ts parses it). When a request's
   * socket is one of them, the client's address for the rate limits is read from X-Forwarded-For;
   * absent or null, no proxy is trusted and the socket's address is the client's.
   */
  trustProxy?: BlockList | null;
  /**
   * Where routes start work they do not wait for (forgot-password's lookup and mail); a Background of
   * its own that only logs failures when absent. index.ts passes one that shutdown waits for, tests
   * one they can wait for.
   */
  background?: Background;
  /**
   * The render cache's bound in bytes (html/page-cache.ts); RENDER_CACHE_MB (64 MB) when absent, 0
   * turns it off.
   */
  renderCacheBytes?: number;
}
