/**
 * What the app's entry knows of the pages' lazy parts (lazy-part.tsx), which live in the pages'
 * chunks: their loads, kept as the modules that make them run, so the first page the app renders can
 * have its parts loaded with its code (app/routes.tsx); and the parts still waiting to hydrate, so
 * the page says it answers taps only once they do (`whenPartsHydrated`).
 */
const loads = new Set<() => Promise<unknown>>();

export function addPartLoad(load: () => Promise<unknown>): void {
  loads.add(load);
}

/**
 * Loads the parts of the pages whose code has run so far: before the app's first render, its page's.
 * A part that fails to load fails when it renders, as it would have.
 */
export function loadParts(): Promise<void> {
  return Promise.all([...loads].map((load) => load().catch(() => undefined))).then(() => undefined);
}

const hydrating = new Set<object>();
let onHydrated: (() => void)[] = [];

/** A part on screen that has not hydrated yet (its markup the server's); `partHydrated` when it has. */
export function partHydrating(part: object): void {
  hydrating.add(part);
}

export function partHydrated(part: object): void {
  hydrating.delete(part);
  if (hydrating.size > 0) return;
  const waiting = onHydrated;
  onHydrated = [];
  waiting.forEach((run) => run());
}

/** Runs `run` once no part on screen waits to hydrate: at once, or when the last one has. */
export function whenPartsHydrated(run: () => void): void {
  if (hydrating.size === 0) run();
  else onHydrated.push(run);
}
