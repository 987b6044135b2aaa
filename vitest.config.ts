/**
 * Unit tests. Node is the default environment; a DOM test opts in with `// @vitest-environment happy-dom`.
 * Tests of IndexedDB code (the Dexie schema, feature stores, the service worker) run in the `db` project,
 * which loads fake-indexeddb first; any other test that needs it imports 'fake-indexeddb/auto' itself.
 * Server tests run in the `server` project, against a real PostgreSQL (server/test/global-setup.ts).
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { adminMessages } from './scripts/admin-build';
import { compiledMessages } from './scripts/compiled-messages';

const dbTests = [
  'src/lib/db/**/*.test.{ts,tsx}',
  'src/features/**/store*.test.{ts,tsx}',
  'src/features/**/*.db.test.{ts,tsx}',
  'sw/**/*.test.ts',
];

export default defineConfig({
  // loadMessages imports the compiled catalogues (virtual:messages/<lang>, and the back office's
  // virtual:admin-messages/<lang>); tests keep the full parser, so a test may still hand IntlProvider
  // plain-text messages.
  plugins: [compiledMessages(), adminMessages()],
  test: {
    environment: 'node',
    // Vitest's default leaves a core to itself: on CI's two cores that is one file at a time. The
    // server's tests spend much of their time waiting on PostgreSQL and scrypt's thread pool, so two
    // at once take 175 s there instead of 283 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // e2e/ holds Playwright's specs; only the unit tests of its support code run here.
    exclude: ['e2e/**/*.spec.ts', 'node_modules/**', 'dist/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'admin/**/*.test.{ts,tsx}',
            'contract/**/*.test.ts',
            'scripts/**/*.test.ts',
            'e2e/support/*.test.ts',
            'bench/*.test.ts',
          ],
          exclude: ['e2e/**/*.spec.ts', 'node_modules/**', 'dist/**', ...dbTests],
        },
      },
      {
        extends: true,
        test: { name: 'db', include: dbTests, setupFiles: ['fake-indexeddb/auto'] },
      },
      {
        extends: true,
        // One PostgreSQL for the run, a database of its own for each file (server/test/test-app.ts).
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          // A sign-up or sign-in runs a real scrypt (N=2^17, slow on purpose): a third of a second on
          // an idle core, several seconds when CI's other files hold both cores. Vitest's 5 s
          // default failed a test of three hashes there.
          testTimeout: 20_000,
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
    ],
  },
});
