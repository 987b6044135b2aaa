/**
 * Whether to spend as few bytes as possible: the shopper turned on Save-Data, or the connection is 2G.
 * Prefetch stays off and pictures come in their smallest width (issue 5). Read once per page load:
 * the setting rarely changes mid-visit, and a picture swapping size later would only cost more bytes.
 */
import { createContext } from 'react';

export interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function savesData(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * What pictures are rendered with: a server-rendered page decides by the request's Save-Data header
 * and its hydration keeps that answer (the same srcset on both sides); the app shell asks the device.
 */
export const SaveDataContext = createContext(false);

/** The Network Information API is Chromium-only; elsewhere it is absent and nothing is saved. */
export function deviceSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return savesData((navigator as Navigator & { connection?: NetworkInformationLike }).connection);
}
