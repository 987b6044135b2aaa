/**
 * Byte arrays a synchronous pass over every slot of the listing's model borrows for its length
 * (listing-scan.ts, search-rank.ts), kept per process instead of allocated per request: at 100,000
 * products each is 100-130 KB outside the JavaScript heap, and a new one per request let the external
 * memory grow between collections, which then came as pauses in the requests' slowest percent.
 * A pass must not keep or hand on what it borrowed: the next pass gets the same bytes.
 */
const kept = new Map<string, Uint8Array>();

/** `name`'s bytes, at least `length` of them, the first `length` set to `value`. */
export function scratchBytes(name: string, length: number, value = 0): Uint8Array {
  let bytes = kept.get(name);
  if (!bytes || bytes.length < length) {
    bytes = new Uint8Array(Math.ceil(length * 1.25));
    kept.set(name, bytes);
  }
  bytes.fill(value, 0, length);
  return bytes;
}
