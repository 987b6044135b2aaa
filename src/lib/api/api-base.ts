/**
 * The API base URL is runtime configuration, not a build constant: the server (or whoever
 * hosts `dist/`) writes `<meta name="api-base" content="https://api.example">` into index.html,
 * so one build can talk to any API origin. No meta, or an empty one, means same origin.
 */
export function getApiBase(): string {
  if (import.meta.env.SSR) return '';
  const content = document.querySelector('meta[name="api-base"]')?.getAttribute('content') ?? '';
  // A trailing slash would double up with paths that start with '/api'.
  return content.trim().replace(/\/+$/, '');
}

/**
 * The URL a call requests: the API base, then the URL a contract path builder made. The service worker names a
 * changed answer by its request URL, and a screen recognises its own read in it by this.
 */
export function buildApiUrl(url: string): string {
  // getApiBase() has no trailing slash and every built URL starts with one.
  return getApiBase() + url;
}
