/**
 * Clean shutdown on SIGTERM, SIGINT and SIGHUP, and after a fault nothing caught: what started last
 * stops first (the HTTP server drains, then the pool closes, then the embedded database stops, then the
 * data folder's lock goes), each step within its own bound so a hung one cannot keep the process
 * alive. Exits with the code asked for (0 for a signal) when every step finished, else 1.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { safeErrorFields } from '../error-fields';
import { log } from '../log';

interface Step {
  name: string;
  run: () => Promise<void> | void;
  timeoutMs: number;
}

const steps: Step[] = [];
let stopping: Promise<never> | null = null;

/** Registers what to undo at shutdown, as soon as it has started (so a signal during start-up undoes it too). */
export function onShutdown(name: string, run: Step['run'], timeoutMs = 5_000): void {
  steps.push({ name, run, timeoutMs });
}

async function runStep(step: Step): Promise<boolean> {
  const timedOut = Symbol('timeout');
  try {
    const outcome = await Promise.race([
      step.run(),
      sleep(step.timeoutMs, timedOut, { ref: false }),
    ]);
    if (outcome !== timedOut) return true;
    log.error(`Shutdown: ${step.name} took longer than ${step.timeoutMs} ms`);
  } catch (err) {
    log.error({ error: safeErrorFields(err) }, `Shutdown: ${step.name} failed`);
  }
  return false;
}

export function shutdown(reason: string, code = 0): Promise<never> {
  stopping ??= (async () => {
    log.info(`${reason}: shutting down`);
    let clean = true;
    for (const step of [...steps].reverse()) clean = (await runStep(step)) && clean;
    log.info(clean ? 'Stopped cleanly' : 'Stopped, not cleanly (see above)');
    process.exit(clean ? code : 1);
  })();
  return stopping;
}

export function exitOnSignals(): void {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(signal));
  }
}

/**
 * Faults nothing caught. A thrown exception leaves the process in a state nobody planned for: it
 * stops in order (its database too, so none is left running) and exits 1, for a process manager to
 * start it again. A rejected promise nobody awaited is a bug to fix, not a reason to stop serving
 * every shopper: it is logged as an error and the server goes on.
 */
export function exitOnFaults(): void {
  process.on('uncaughtException', (err) => {
    log.fatal({ error: safeErrorFields(err) }, 'An unexpected error: stopping');
    void shutdown('an unexpected error', 1);
  });
  process.on('unhandledRejection', (reason) => {
    log.error({ error: safeErrorFields(reason) }, 'A promise failed with nobody to handle it');
  });
}
