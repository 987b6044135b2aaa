/**
 * Approve a new request (the shopper is told to send the items back), or refuse it, or an approved
 * one, with a reason the shopper reads on their order page (the order goes back to delivered).
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_NOTE } from '../../../contract/admin/catalog-fields';
import type { ReturnDetail } from '../../../contract/admin/return-types';
import type { Lang } from '../../../contract/types';
import { FormTextField } from '../../../src/ui/text-field';
import { FormAlert } from '../../ui/form-alert';
import { approveReturn, refuseReturn } from './api';
import { useReturnAction } from './use-action';

const FIELDS = [['reason', 'refuse-reason']] as const;

interface Props {
  request: ReturnDetail;
  lang: Lang;
  onDone: (next: ReturnDetail) => void;
}

export function DecidePanel({ request, lang, onDone }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [reason, setReason] = useState('');
  const { errors, setErrors, pending, run, alert } = useReturnAction(FIELDS, onDone);

  const refuse = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setErrors({ fields: { reason: t('returns.errors.reason_required') }, form: [] });
      return;
    }
    void run(() => refuseReturn(request.id, lang, { reason }));
  };

  return (
    <section className="return-action" aria-labelledby="return-decide-title">
      <h2 id="return-decide-title">{t('returns.decide.title')}</h2>
      <FormAlert ref={alert} messages={errors.form} />
      {request.status === 'requested' && (
        <p>
          <Button
            className="button"
            isPending={pending}
            onPress={() => void run(() => approveReturn(request.id, lang))}
          >
            {t('returns.approve')}
          </Button>{' '}
          <span className="returns__muted">{t('returns.approve.detail')}</span>
        </p>
      )}
      <form className="form" noValidate onSubmit={refuse}>
        <FormTextField
          id="refuse-reason"
          label={t('returns.refuse.reason')}
          maxLength={MAX_NOTE}
          value={reason}
          onChange={setReason}
          error={errors.fields.reason}
        />
        <Button type="submit" className="button button--ghost" isPending={pending}>
          {t('returns.refuse')}
        </Button>
      </form>
    </section>
  );
}
