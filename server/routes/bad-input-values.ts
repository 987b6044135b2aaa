/**
 * The hostile values endpoints-bad-input.test.ts sends, and the small tools it changes a valid body
 * with. Test support only.
 */
import type * as v from 'valibot';

const LONG = 'x'.repeat(10_000);
const TEN_THOUSAND = Array.from({ length: 10_000 }, (_, i) => i + 1);

/** For each query parameter: a repeated parameter arrives as a list. */
export const BAD_QUERY_VALUES: [label: string, value: string | string[]][] = [
  ['a long string', LONG],
  ['a huge number', '9'.repeat(400)],
  ['an exponent', '1e400'],
  ['a negative number', '-1'],
  ['a fraction', '0.5'],
  ['a word', 'nonsense'],
  ['JSON', '{"a":[1]}'],
  ['a list of long strings', [LONG, LONG]],
  ['10,000 values', TEN_THOUSAND.map((i) => `v${i}`)],
  ['10,000 comma-joined values', TEN_THOUSAND.join(',')],
];

/** For each path parameter (URL-safe as written: a `*` parameter goes into the path as given). */
export const BAD_PARAMS: string[] = [
  'a'.repeat(10_000),
  'a'.repeat(201),
  '9'.repeat(400),
  'x/'.repeat(150),
  'no_such-thing',
  '-a',
  'a--b',
  'women//dresses',
  '%E2%9C%93',
  'Ab',
  '12345',
];

/** Stands for a number JSON has but JavaScript cannot keep (it parses as Infinity). */
const HUGE = '__400_digits__';

/** For each body field, nested ones too. */
export const BAD_BODY_VALUES: [label: string, value: unknown][] = [
  ['a number', 5],
  ['a negative number', -1],
  ['a fraction', 1.5],
  ['the largest double', Number.MAX_VALUE],
  ['a 400-digit number', HUGE],
  ['true', true],
  ['null', null],
  ['an empty string', ''],
  ['a long string', LONG],
  ['an object', { a: 1 }],
  ['a list of strings', ['x']],
  ['10,000 numbers', TEN_THOUSAND],
  ['10,000 strings', TEN_THOUSAND.map(() => 'x')],
];

export function bodyText(body: object): string {
  return JSON.stringify(body).replaceAll(`"${HUGE}"`, '9'.repeat(400));
}

type Path = (string | number)[];

/** Every field path of a value (`lines`, `lines.0`, `lines.0.quantity`); object keys only if asked. */
export function bodyPaths(value: unknown, opts: { objectKeysOnly?: boolean } = {}, at: Path = []) {
  if (value === null || typeof value !== 'object') return [];
  const paths: Path[] = [];
  for (const [key, child] of Object.entries(value)) {
    const path = [...at, Array.isArray(value) ? Number(key) : key];
    if (!opts.objectKeysOnly || !Array.isArray(value)) paths.push(path);
    paths.push(...bodyPaths(child, opts, path));
  }
  return paths;
}

function edit(
  value: object,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as typeof parent;
  change(parent, path.at(-1)!);
  return copy;
}

export const withValue = (value: object, path: Path, bad: unknown) =>
  edit(value, path, (parent, key) => (parent[key] = bad));

export const without = (value: object, path: Path) =>
  edit(value, path, (parent, key) => delete parent[key]);

/** The keys of an object schema, also behind a pipe (`v.pipe(v.object(…), v.check(…))`). */
export function keysOf(schema: v.GenericSchema): string[] {
  const s = schema as { entries?: object; pipe?: v.GenericSchema[] };
  if (s.entries) return Object.keys(s.entries);
  return s.pipe?.[0] ? keysOf(s.pipe[0]) : [];
}
