/**
 * Where a collection sits: at the top or under another collection, offered in the tree's order and
 * indented by depth. Itself and the collections below it are left out (the API would refuse them
 * with parent_cycle); the API's refusal still shows here if the tree changed meanwhile.
 */
import { useIntl } from 'react-intl';
import type { AdminCollection } from '../../../contract/admin/catalog-types';
import { parentChoices } from './tree';

interface ParentSelectProps {
  id: string;
  list: readonly AdminCollection[];
  /** The collection being edited (its path), or null for a new one. */
  self: string | null;
  value: string | null;
  onChange: (parent: string | null) => void;
  hint?: string | undefined;
  error?: string | undefined;
}

export function ParentSelect({ id, list, self, value, onChange, hint, error }: ParentSelectProps) {
  const intl = useIntl();
  const en = intl.locale === 'en';
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {intl.formatMessage({ id: 'collections.field.parent' })}
      </label>
      <select
        id={id}
        className="select"
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{intl.formatMessage({ id: 'collections.parent.none' })}</option>
        {parentChoices(list, self).map(({ collection: c, depth }) => (
          <option key={c.id} value={c.slug}>
            {/* A select's options take no styles: depth shows as leading spaces. */}
            {`${'\u00a0\u00a0\u00a0'.repeat(depth)}${en ? c.name_en : c.name_vi}`}
          </option>
        ))}
      </select>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
