/**
 * Which endpoint a path is, for the server (path parameters) and the worker (what it may cache). Apart
 * from the path builders, which the app's first chunk carries: the app never matches. Each pattern is
 * compiled once, since the worker asks on every request it sees.
 */
import { safeDecode } from '../safe-decode';

interface Compiled {
  re: RegExp;
  names: string[];
}

const compiled = new Map<string, Compiled>();

function compile(route: string): Compiled {
  const names: string[] = [];
  const source = route
    .split(/(:[a-z_]+|\*)/)
    .map((part) => {
      if (part === '*') return names.push('*') && '(.*)';
      if (part.startsWith(':')) return names.push(part.slice(1)) && '([^/]+)';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { re: new RegExp(`^${source}$`), names };
}

/** The parameters a path holds for a pattern, or null when it is not one of the pattern's paths. */
export function matchRoute(route: string, path: string): Record<string, string> | null {
  let pattern = compiled.get(route);
  if (!pattern) compiled.set(route, (pattern = compile(route)));
  const m = pattern.re.exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  pattern.names.forEach((name, i) => {
    const value = m[i + 1] ?? '';
    params[name] = name === '*' ? value : safeDecode(value);
  });
  return params;
}
