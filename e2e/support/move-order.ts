/**
 * The shop's operator command, as an owner runs it: `node dist-server/order.js <number> <status>` with
 * the server's DATA_DIR, while the e2e server runs. `npm run build` makes it; until it exists the tests
 * that need it are marked fixme (OPERATOR_COMMAND_MISSING).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { OrderStatus } from '../../contract/types';
import { E2E_DATA_DIR } from './browser';

export const OPERATOR_COMMAND = 'dist-server/order.js';

export const OPERATOR_COMMAND_MISSING = !existsSync(OPERATOR_COMMAND);

/** Moves the order numbered so to `status`; throws with the command's output if it refuses. */
export function moveOrder(number: string, status: OrderStatus): string {
  return execFileSync(process.execPath, [OPERATOR_COMMAND, number, status], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
    stdio: 'pipe',
    timeout: 60_000,
  });
}
