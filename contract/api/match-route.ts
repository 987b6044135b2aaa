/**
 * Which endpoint a path is, for the server (path parameters) and the worker (what it may cache):
 * apart from the path builders, which the app's first chunk carries, since the app never matches.
 */
/** The parameters a path holds for a pattern, or null when it is not one of the pattern's paths. */
export function matchRoute(route: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = route
    .split(/(:[a-z_]+|\*)/)
    .map((part) => {
      if (part === '*') return names.push('*') && '(.*)';
      if (part.startsWith(':')) return names.push(part.slice(1)) && '([^/]+)';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const m = new RegExp(`^${source}$`).exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    const value = m[i + 1] ?? '';
    params[name] = name === '*' ? value : safeDecode(value);
  });
  return params;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
