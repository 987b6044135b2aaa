/**
 * The audit log's filters (issue 39): who (a member), what (an action, typed or picked from the known
 * ones), the kind of entity, and a range of days. Each change goes to the URL, which the page reads.
 */
import { useIntl, type IntlShape } from 'react-intl';
import type { StaffMember } from '../../../contract/admin/types';
import type { AuditFilters } from './api';

/** The entities the back office writes; the filter offers these (the rows show any). */
export const AUDIT_ENTITIES = ['product', 'variant', 'collection', 'order', 'staff', 'settings'];

/** An action's or entity's name in the member's language; one with no text yet as the server wrote it. */
export function labelOf(intl: IntlShape, prefix: string, value: string): string {
  const id = `${prefix}.${value}`;
  return id in intl.messages ? intl.formatMessage({ id }) : value;
}

/** The actions that have a text: the ones the datalist proposes. */
const knownActions = (intl: IntlShape) =>
  Object.keys(intl.messages)
    .filter((id) => id.startsWith('audit.action.'))
    .map((id) => id.slice('audit.action.'.length))
    .sort();

interface Props {
  filters: AuditFilters;
  members: readonly StaffMember[];
  onChange: (filters: AuditFilters) => void;
}

export function AuditFiltersForm({ filters, members, onChange }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  return (
    <form className="filters" onSubmit={(event) => event.preventDefault()}>
      <label className="field">
        <span className="field__label">{t('audit.who')}</span>
        <select
          className="select"
          name="staff_id"
          value={filters.staff_id}
          onChange={(event) => set({ staff_id: event.target.value })}
        >
          <option value="">{t('audit.filter.all')}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.email}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('audit.action')}</span>
        <input
          className="field__input"
          name="action"
          list="audit-actions"
          defaultValue={filters.action}
          onBlur={(event) => set({ action: event.target.value.trim() })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') set({ action: event.currentTarget.value.trim() });
          }}
        />
        <datalist id="audit-actions">
          {knownActions(intl).map((a) => (
            <option key={a} value={a}>
              {labelOf(intl, 'audit.action', a)}
            </option>
          ))}
        </datalist>
      </label>
      <label className="field">
        <span className="field__label">{t('audit.filter')}</span>
        <select
          className="select"
          name="entity"
          value={filters.entity}
          onChange={(event) => set({ entity: event.target.value })}
        >
          <option value="">{t('audit.filter.all')}</option>
          {AUDIT_ENTITIES.map((name) => (
            <option key={name} value={name}>
              {labelOf(intl, 'audit.entity', name)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('audit.from')}</span>
        <input
          className="field__input"
          type="date"
          name="from"
          value={filters.from}
          onChange={(event) => set({ from: event.target.value })}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('audit.to')}</span>
        <input
          className="field__input"
          type="date"
          name="to"
          value={filters.to}
          onChange={(event) => set({ to: event.target.value })}
        />
      </label>
    </form>
  );
}
