/**
 * Signing in and out as the whole app sees it: the account feature's calls, the session (lib/session.ts),
 * and the device's guest snapshot (guest-snapshot.ts), composed here because they span features.
 */
import type { AuthResult } from '../../contract/types';
import { logout, logoutEverywhere } from '../features/account/api';
import { isApiError } from '../lib/api/errors';
import { endSession, startSession } from '../lib/session';
import { keepGuestSnapshot, restoreGuestSnapshot } from './guest-snapshot';

/** After login, register or reset answered: the guest's data is kept aside, then the session starts. */
export async function beginSession(result: AuthResult): Promise<void> {
  await keepGuestSnapshot().catch((error: unknown) =>
    console.warn('The guest snapshot was not kept', error),
  );
  startSession(result.token);
}

/**
 * Ends the session on the server (this one, or all of the customer's), then on this device. A session
 * the server already ended (401) is no failure; no network is: the token would stay valid, so the
 * shopper is told and stays signed in.
 */
export async function signOut({ everywhere = false } = {}): Promise<void> {
  try {
    await (everywhere ? logoutEverywhere() : logout());
  } catch (error) {
    if (!(isApiError(error) && error.statusCode === 401)) throw error;
  }
  endSession();
  await restoreGuestSnapshot();
}
