/**
 * Every input of the API is parsed here, with its endpoint's schemas from contract/api/: the query
 * (a 400 naming each bad parameter), the path parameters (a 404: a value of the wrong shape cannot
 * name anything) and the JSON body (a 422 by field path). Handlers get the schemas' typed output, so
 * no router checks a value by hand.
 */
import type { Context } from 'hono';
import type * as v from 'valibot';
import { check, type FieldErrors } from '../../contract/api/field-errors';
import { matchRoute } from '../../contract/api/match-route';
import type { QueryErrorId } from '../../contract/messages';
import { ApiError, notFound } from './errors';
import { InvalidFields } from './field-errors';
import { readJson } from './json-body';

/** The query as `{ name: value | value[] }`: a repeated parameter is a list, as the schemas expect. */
function rawQuery(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => [
      name,
      values.length === 1 ? values[0]! : values,
    ]),
  );
}

const REASONS: Record<QueryErrorId, string> = {
  'api.errors.invalid': 'invalid',
  'api.errors.too_long': 'too long',
  'api.errors.too_many': 'too many values',
  'api.errors.required': 'required',
};

/** 400 with a message a developer reads ("Bad query parameter: sort (invalid)"). */
function badQuery(errors: FieldErrors): ApiError {
  const named = Object.entries(errors).map(
    ([name, ids]) => `${name} (${ids.map((id) => REASONS[id as QueryErrorId] ?? id).join(', ')})`,
  );
  const noun = named.length === 1 ? 'parameter' : 'parameters';
  return new ApiError(400, `Bad query ${noun}: ${named.join(', ')}`, errors);
}

/** The query parsed with `schema`, each parameter's first problem only; else a 400. */
export function queryOf<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  const result = check(schema, rawQuery(c), { firstPerField: true });
  if (!result.ok) throw badQuery(result.errors);
  return result.value;
}

type ParamSchemas = Record<string, v.GenericSchema<string>>;

/** The path parameters the endpoint's route names, each parsed with its schema; else a 404. */
export function paramsOf<P extends ParamSchemas>(
  c: Context,
  endpoint: { route: string; params: P },
): { [K in keyof P]: v.InferOutput<P[K]> } {
  // The route's own matcher: Hono names no `*` parameter, and this decodes `:name` ones once.
  const raw = matchRoute(endpoint.route, c.req.path) ?? {};
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(endpoint.params)) {
    const result = check(schema, raw[name] ?? '');
    if (!result.ok) throw notFound();
    out[name] = result.value;
  }
  return out as { [K in keyof P]: v.InferOutput<P[K]> };
}

/** The JSON body (readJson: 415, 400, 413 and control characters) parsed with `schema`; else a 422. */
export async function bodyOf<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  const result = check(schema, await readJson(c));
  if (!result.ok) throw new InvalidFields(result.errors);
  return result.value;
}
