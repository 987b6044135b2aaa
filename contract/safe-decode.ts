/** A path segment or cookie value decoded, or as it came when its escapes are malformed (`%E0%A4%A`). */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
