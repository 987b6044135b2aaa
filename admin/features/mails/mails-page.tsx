/**
 * Mails (`/mails`): every mail the shop sends, who gets it and in which language; each opens on its
 * preview in both languages (mail-preview-page.tsx).
 */
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { readMailKinds } from './api';
import './mails.css';

export function MailsPage() {
  const intl = useIntl();
  const kinds = useAdminQuery('mail-kinds', readMailKinds);
  const title = intl.formatMessage({ id: 'mails.title' });
  usePageTitle(title);
  return (
    <section className="page mails-page">
      <h1>{title}</h1>
      <p className="page__lead">{intl.formatMessage({ id: 'mails.lead' })}</p>
      <QueryView query={kinds}>
        {(list) => (
          <ul className="mail-kinds">
            {list.map(({ kind, audience }) => (
              <li key={kind}>
                <Link href={pathTo(ADMIN_PATHS.mailPreview, { kind })} className="mail-kinds__name">
                  {intl.formatMessage({ id: `mails.kind.${kind}` })}
                </Link>
                <span className="mail-kinds__detail">
                  {intl.formatMessage({ id: `mails.kind.${kind}.detail` })}{' '}
                  {intl.formatMessage({ id: `mails.audience.${audience}` })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
