/**
 * What a failed call tells the member, in their language: a 422's message ids by field (shown at the
 * field they name; ids of no field on the form go above it), or one line for the answer's status.
 */
import { useIntl, type IntlShape } from 'react-intl';
import { AdminApiError } from './api';

/** The text of a message id the API answered; an id with no text yet reads as "not valid". */
export function errorIdText(intl: IntlShape, id: string): string {
  return intl.formatMessage({ id: id in intl.messages ? id : 'admin.errors.invalid' });
}

/** A wait in seconds, as people say it: "45 giây", "2 phút". */
function waitText(intl: IntlShape, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60
    ? intl.formatNumber(seconds, { style: 'unit', unit: 'second', unitDisplay: 'long' })
    : intl.formatNumber(minutes, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
}

/** One line for a failure that is not about a field. */
export function statusText(intl: IntlShape, error: unknown): string {
  if (!(error instanceof AdminApiError)) return intl.formatMessage({ id: 'errors.unexpected' });
  switch (error.status) {
    case 0:
      return intl.formatMessage({ id: 'errors.network' });
    case 403:
      return intl.formatMessage({ id: 'errors.forbidden' });
    case 404:
      return intl.formatMessage({ id: 'errors.not_found' });
    case 409:
      return intl.formatMessage({ id: 'errors.conflict' });
    case 429:
      return error.retryAfter
        ? intl.formatMessage(
            { id: 'errors.too_many_wait' },
            { wait: waitText(intl, error.retryAfter) },
          )
        : intl.formatMessage({ id: 'errors.too_many' });
    default:
      return error.status >= 500
        ? intl.formatMessage({ id: 'errors.server' })
        : intl.formatMessage({ id: 'errors.unexpected' });
  }
}

export interface SubmitErrors {
  /** The first message of each field the form shows, by field name. */
  fields: Record<string, string>;
  /** Everything else: ids of fields the form does not show, or the status's line. */
  form: string[];
}

export const NO_ERRORS: SubmitErrors = { fields: {}, form: [] };

/** A failed submit's messages, split between the form's `fields` and the form itself. */
export function submitErrors(
  intl: IntlShape,
  error: unknown,
  fields: readonly string[],
): SubmitErrors {
  if (
    !(error instanceof AdminApiError) ||
    error.status !== 422 ||
    !Object.keys(error.errors).length
  )
    return { fields: {}, form: [statusText(intl, error)] };
  const out: SubmitErrors = { fields: {}, form: [] };
  for (const [field, ids] of Object.entries(error.errors)) {
    const texts = ids.map((id) => errorIdText(intl, id));
    if (fields.includes(field) && texts[0]) out.fields[field] = texts[0];
    else out.form.push(...texts);
  }
  return out;
}

export function useSubmitErrors() {
  const intl = useIntl();
  return (error: unknown, fields: readonly string[]) => submitErrors(intl, error, fields);
}
