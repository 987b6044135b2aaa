/**
 * Work a route starts and does not wait for, so that its answer cannot tell how the work went nor how
 * long it took (forgot-password: whether the email has an account). A task starts only after the
 * current turn of the event loop, once the route's answer has been handed over; its failure is logged
 * with safe fields only, never thrown. The server's shutdown, and tests, wait for the tasks in flight.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { safeErrorFields } from '../error-fields';
import type { Logger } from '../log';

export class Background {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  run(what: string, task: () => Promise<void>): void {
    const done: Promise<void> = nextTurn()
      .then(task)
      .catch((err: unknown) => this.log.error({ error: safeErrorFields(err) }, `${what} failed`))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves once every task started so far, and any they started, has ended. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
