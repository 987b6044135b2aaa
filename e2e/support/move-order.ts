/**
 * The shop's operator command, as an owner runs it: `node dist-server/order.js <number> <status>` with
 * the server's DATA_DIR, while the e2e server runs (`npm run build` makes it, before the e2e run).
 */
import { execFileSync } from 'node:child_process';
import type { OrderStatus } from '../../contract/types';
import { E2E_DATA_DIR } from './browser';

export const OPERATOR_COMMAND = 'dist-server/order.js';

/** Moves the order numbered so to `status`; throws with the command's output if it refuses. */
export function moveOrder(number: string, status: OrderStatus): string {
  return execFileSync(process.execPath, [OPERATOR_COMMAND, number, status], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
    stdio: 'pipe',
    timeout: 60_000,
  });
}
