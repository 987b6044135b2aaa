/** What the routers need from the outside; index.ts builds it, tests build it on a database of their own. */
import type { Db } from './db/client';
import type { HashQueue } from './auth/hash-queue';
import type { ImageRenderer } from './db/images';
import type { Logger } from './log';
import type { PasswordParams } from './routes/auth-passwords';

export interface AppDeps {
  db: Db;
  /** Rendered pictures, served under /images/. */
  imagesDir: string;
  /** Draws a picture that is not on disk yet; absent in tests that serve only existing files. */
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
}
