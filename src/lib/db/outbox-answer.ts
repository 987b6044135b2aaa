/**
 * How an error answer of the checkout calls reads for an order being placed: one reading for the page
 * (through the API client) and the worker (through fetch), so both settle an outbox row alike.
 */
import type { Problem } from '../../../contract/types';
import type { SendOutcome } from './outbox';

/**
 * No answer, or one that passes: the request may succeed later as it is. 401: a signed-in session
 * ended (the client forgets the token), and the next send goes as a guest.
 */
const PASSING = new Set([0, 401, 408, 425, 429]);

/** The outcome of an error answer `status` (0: none came) with its parsed `body`. */
export function outcomeOfError(status: number, body: unknown): SendOutcome {
  if (PASSING.has(status) || status >= 500) return { kind: 'retry' };
  const fields = record(body);
  if (status === 409) {
    const problems = fields['problems'] ?? record(fields['data'])['problems'];
    return {
      kind: 'refused',
      status,
      problems: Array.isArray(problems) ? (problems as Problem[]) : [],
    };
  }
  if (status === 422) {
    const errors = record(fields['errors']) as Record<string, string[]>;
    return { kind: 'refused', status, errors };
  }
  return { kind: 'refused', status };
}

/**
 * Whether the PUT's error still lets the complete call go: a 409 there means the checkout is already
 * completed (an earlier send was placed but its answer lost), and the complete call answers that order.
 */
export const completeAfterPutError = (status: number) => status === 409;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
