/**
 * One return request (`/returns/:id`): the order it is on (customer, payment, when delivered), the
 * lines bought with their pictures and what the shopper asks back, the shop's steps so far, and the
 * action that comes next: approve or refuse a new request; mark an approved one's items received,
 * choosing what goes back into stock; record the refund of a received one. Each action answers the
 * request as it now is, which replaces what is shown.
 */
import { useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import type { ReturnDetail } from '../../../contract/admin/return-types';
import type { Lang } from '../../../contract/types';
import { ADMIN_PATHS } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { readReturn } from './api';
import { DecidePanel } from './decide-panel';
import { ReceiveForm } from './receive-form';
import { RefundForm } from './refund-form';
import { ReturnLines } from './return-lines';
import { ReturnSummary } from './return-summary';
import './returns.css';

export function ReturnPage() {
  const intl = useIntl();
  const lang = (intl.locale === 'en' ? 'en' : 'vi') as Lang;
  const { id = '' } = useParams<{ id: string }>();
  const query = useAdminQuery(`return:${id}:${lang}`, (signal) => readReturn(id, lang, signal));
  const number = query.data?.order.number;
  const title = intl.formatMessage({ id: 'returns.detail.title' }, { number: number ?? '' });
  usePageTitle(title);
  const show = (next: ReturnDetail) => query.setData(() => next);

  return (
    <section className="page return-page">
      <p>
        <Link href={ADMIN_PATHS.returns}>{intl.formatMessage({ id: 'returns.back' })}</Link>
      </p>
      <h1>{title}</h1>
      <QueryView query={query}>
        {(r) => (
          <>
            <ReturnSummary request={r} />
            <ReturnLines request={r} />
            {(r.status === 'requested' || r.status === 'approved') && (
              <DecidePanel request={r} lang={lang} onDone={show} />
            )}
            {(r.status === 'requested' || r.status === 'approved') && (
              <ReceiveForm request={r} lang={lang} onDone={show} />
            )}
            {r.status === 'received' && !r.refund && (
              <RefundForm request={r} lang={lang} onDone={show} />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
