/**
 * An audit entry's before and after, readable: for two records (objects), one line per field with
 * the old and the new value, the changed ones marked; for anything else, the two as JSON side by side.
 */
import { useIntl } from 'react-intl';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

/** Every field of either side, changed ones first, each with both values. */
export function diffFields(before: Fields, after: Fields) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((key) => ({
      key,
      before: before[key],
      after: after[key],
      changed: JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    }))
    .sort((a, b) => Number(b.changed) - Number(a.changed));
}

export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const records = (isRecord(before) || before === null) && (isRecord(after) || after === null);
  if (!records || (before === null && after === null))
    return (
      <div className="audit-diff audit-diff--raw">
        <div>
          <h3>{text('audit.before')}</h3>
          <pre>{show(before)}</pre>
        </div>
        <div>
          <h3>{text('audit.after')}</h3>
          <pre>{show(after)}</pre>
        </div>
      </div>
    );
  return (
    <table className="audit-diff">
      <thead>
        <tr>
          <th scope="col">{text('audit.field')}</th>
          <th scope="col">{text('audit.before')}</th>
          <th scope="col">{text('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {diffFields(before ?? {}, after ?? {}).map((row) => (
          <tr key={row.key} className={row.changed ? 'audit-diff__changed' : undefined}>
            <th scope="row">
              {row.key}
              {row.changed && <span className="visually-hidden"> ({text('audit.changed')})</span>}
            </th>
            <td>
              <pre>{show(row.before)}</pre>
            </td>
            <td>
              <pre>{show(row.after)}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
