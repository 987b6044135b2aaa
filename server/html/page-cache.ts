/**
 * The render cache's store (issue 40, docs/decisions/035): rendered pages by their key (page-key.ts),
 * with their brotli and gzip forms, in this process's memory, bounded by the bytes they hold and dropping the least recently used first.
 * A Map keeps insertion order, so re-inserting an entry on each use makes its first entry the least
 * recently used: no library (lru-cache is only a transitive dependency here, in an old major).
 *
 * Concurrent misses of one key share one render (`fill`): ten shoppers opening a page the moment the
 * catalog changed cost one render, not ten. Each replica fills its own store; nothing in it is needed
 * by another (a miss only costs a render).
 */

/** A page as it is served again: its status, the headers the page chose, its body. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed, made once with the entry (http/compress.ts sends these). */
  forms: Partial<Record<'br' | 'gzip', Uint8Array>>;
}

/** What one entry costs beyond its body and key: the headers and the Map's own bookkeeping, roughly. */
const OVERHEAD = 512;

export const DEFAULT_CACHE_MB = 64;

/** RENDER_CACHE_MB (megabytes, 0 turns the cache off); 64 when unset or not a number. */
export function cacheBytesFromEnv(value = process.env.RENDER_CACHE_MB): number {
  const mb = value === undefined || value.trim() === '' ? NaN : Number(value);
  return (Number.isFinite(mb) && mb >= 0 ? mb : DEFAULT_CACHE_MB) * 1024 * 1024;
}

export function sizeOf(key: string, page: CachedPage): number {
  const forms = Object.values(page.forms).reduce((sum, form) => sum + form.byteLength, 0);
  return page.body.byteLength + forms + key.length * 2 + OVERHEAD;
}

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #inFlight = new Map<string, Promise<CachedPage | null>>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry, now the most recently used; undefined on a miss. */
  get(key: string): CachedPage | undefined {
    const page = this.#entries.get(key);
    if (page) {
      this.#entries.delete(key);
      this.#entries.set(key, page);
    }
    return page;
  }

  /** The entry without touching its place (for a 304's headers). */
  peek(key: string): CachedPage | undefined {
    return this.#entries.get(key);
  }

  /** Keeps the entry unless it alone is over the bound, then drops the least recently used until within it. */
  set(key: string, page: CachedPage): void {
    this.delete(key);
    const size = sizeOf(key, page);
    if (size > this.maxBytes) return;
    this.#entries.set(key, page);
    this.#bytes += size;
    for (const [k] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(k);
    }
  }

  delete(key: string): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#entries.delete(key);
    this.#bytes -= sizeOf(key, old);
  }

  /** Every entry goes (the catalog's version moved on: none of them will be asked for again). */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /**
   * The entry for `key`, else the one `render` makes; concurrent calls for one key wait for the first
   * one's render. `render` answers null for a page that must not be kept (then every caller renders
   * its own, as before the cache), and `fill` answers null too.
   */
  async fill(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const known = this.get(key);
    if (known) return known;
    const pending = this.#inFlight.get(key);
    if (pending) return pending;
    const made = render()
      .then((page) => {
        if (page) this.set(key, page);
        return page;
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, made);
    return made;
  }
}
