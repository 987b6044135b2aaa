// @ts-check
/**
 * The figures the bench scripts report, computed one way for all of them. Plain JavaScript, so that
 * lighthouse.mjs, which runs on node without tsx, shares it with the TypeScript scripts.
 */

/**
 * The middle value, or the mean of the two middle ones for an even count; NaNs are left out, and
 * nothing left gives NaN.
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  const [low, high] = [sorted[mid - 1] ?? NaN, sorted[mid] ?? NaN];
  return sorted.length % 2 ? high : (low + high) / 2;
}

/**
 * The nearest-rank percentile: the smallest value with at least `p` per cent of the values at or
 * below it (p95 of 20 values is the 19th). NaN for no values.
 * @param {readonly number[]} values
 * @param {number} p from 0 to 100
 * @returns {number}
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    NaN
  );
}
