/**
 * Location headers built from the request's own path. A path that starts with `//` or `/\` is read by
 * browsers as another host (`//evil.example/x`), so echoing one back is an open redirect; a run of
 * leading slashes, backslashes or whitespace (browsers drop tabs and line breaks), raw or
 * percent-encoded (a proxy may decode them), collapses to a single `/`.
 */
const LEADING = /^(?:[/\\\s]|%2f|%5c|%09|%0a|%0d)+/i;

export function localLocation(pathAndSearch: string): string {
  return pathAndSearch.replace(LEADING, '/');
}
