/** A path segment decoded, or as it came when its escapes are malformed (`%E0%A4%A`): never a throw. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
