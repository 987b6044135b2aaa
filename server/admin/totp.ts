/**
 * Two-step sign-in with an authenticator app: TOTP (RFC 6238) through the `otpauth` library, SHA-1,
 * six digits, 30-second steps, as every authenticator app reads an otpauth:// URI. A code is taken
 * one step either side of now (a phone's clock drifts), and each step's code works once: the last step
 * accepted is kept, and a code of that step or an earlier one is refused (RFC 6238 section 5.2).
 */
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

const PERIOD = 30;

function totpOf(secret: string, label = 'staff', issuer = 'Shop'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 random bits, base32) and what the set-up screen shows of it. */
export function newTotp(email: string, issuer: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, email, issuer).toString();
  return { secret, uri, qr_svg: renderSVG(uri) };
}

/**
 * The time step of `code` if it is right now (one step of drift either way) and newer than
 * `lastStep`; null otherwise.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
