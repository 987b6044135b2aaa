/**
 * The items are back: for each line asked back, whether it goes back into stock and how many units
 * (all of them to start with; a damaged one is unticked or counted fewer). What is not put back stays
 * out of stock for good. The order becomes returned once no other request of it waits.
 */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ReturnDetail } from '../../../contract/admin/return-types';
import type { Lang } from '../../../contract/types';
import { FormAlert } from '../../ui/form-alert';
import { receiveReturn } from './api';
import { useReturnAction } from './use-action';

const FIELDS = [] as const;

interface Props {
  request: ReturnDetail;
  lang: Lang;
  onDone: (next: ReturnDetail) => void;
}

export function ReceiveForm({ request, lang, onDone }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const asked = request.lines.filter((l) => l.asked > 0);
  const [back, setBack] = useState<Record<string, number>>(() =>
    Object.fromEntries(asked.map((l) => [l.variant_id, l.asked])),
  );
  const [picked, setPicked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(asked.map((l) => [l.variant_id, true])),
  );
  const { errors, pending, run, alert } = useReturnAction(FIELDS, onDone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const restock = asked
      .filter((l) => picked[l.variant_id] && (back[l.variant_id] ?? 0) > 0)
      .map((l) => ({ variant_id: l.variant_id, quantity: back[l.variant_id] ?? 0 }));
    void run(() => receiveReturn(request.id, lang, { restock }));
  };

  return (
    <form
      className="form return-action"
      noValidate
      onSubmit={submit}
      aria-labelledby="return-receive-title"
    >
      <h2 id="return-receive-title">{t('returns.receive.title')}</h2>
      <p className="returns__muted">{t('returns.receive.detail')}</p>
      <FormAlert ref={alert} messages={errors.form} />
      <ul className="return-receive">
        {asked.map((l) => (
          <li key={l.variant_id}>
            <Checkbox
              className="check-row"
              isSelected={picked[l.variant_id] ?? false}
              onChange={(on) => setPicked((p) => ({ ...p, [l.variant_id]: on }))}
            >
              <span className="check-box" aria-hidden="true" />
              <span>{t('returns.receive.restock', { name: l.name, size: l.size })}</span>
            </Checkbox>
            <label className="return-receive__count">
              <span>{t('returns.receive.units')}</span>
              <select
                className="select"
                value={back[l.variant_id] ?? 0}
                disabled={!picked[l.variant_id]}
                onChange={(event) =>
                  setBack((b) => ({ ...b, [l.variant_id]: Number(event.target.value) }))
                }
              >
                {Array.from({ length: l.asked }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {t('returns.receive.of', { count: n, asked: l.asked })}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      <Button type="submit" className="button" isPending={pending}>
        {t('returns.receive')}
      </Button>
    </form>
  );
}
