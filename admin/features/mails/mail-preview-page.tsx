/**
 * One kind of mail (`/mails/:kind`) as it is sent, from sample data: first in the back office's own
 * language, then in the other. The HTML part is shown in a sandboxed frame (no scripts, no access to
 * this page: it is a whole document of its own), the text part beside it.
 */
import { useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { LANGS } from '../../../contract/constants';
import type { Lang } from '../../../contract/types';
import { ADMIN_PATHS } from '../../lib/paths';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { readMailPreview } from './api';
import './mails.css';

export function MailPreviewPage() {
  const intl = useIntl();
  const { kind = '' } = useParams<{ kind: string }>();
  const own: Lang = intl.locale === 'en' ? 'en' : 'vi';
  const langs: Lang[] = [own, ...LANGS.filter((l) => l !== own)];
  const named = intl.messages[`mails.kind.${kind}`] !== undefined;
  const title = named
    ? intl.formatMessage({ id: `mails.kind.${kind}` })
    : intl.formatMessage({ id: 'mails.title' });
  usePageTitle(title);
  return (
    <section className="page mails-page">
      <Link href={ADMIN_PATHS.mails} className="mails-page__back">
        {intl.formatMessage({ id: 'mails.back' })}
      </Link>
      <h1>{title}</h1>
      <p className="page__lead">{intl.formatMessage({ id: 'mails.sample' })}</p>
      {langs.map((lang) => (
        <LangPreview key={lang} kind={kind} lang={lang} />
      ))}
    </section>
  );
}

function LangPreview({ kind, lang }: { kind: string; lang: Lang }) {
  const intl = useIntl();
  const preview = useAdminQuery(`mail-preview:${kind}:${lang}`, (signal) =>
    readMailPreview(kind, lang, signal),
  );
  const heading = intl.formatMessage({ id: `mails.lang.${lang}` });
  return (
    <section className="mail-preview" aria-label={heading}>
      <h2>{heading}</h2>
      <QueryView query={preview}>
        {(mail) => (
          <>
            <dl className="mail-preview__head">
              <dt>{intl.formatMessage({ id: 'mails.to' })}</dt>
              <dd>{mail.to}</dd>
              <dt>{intl.formatMessage({ id: 'mails.subject' })}</dt>
              <dd lang={lang}>{mail.subject}</dd>
            </dl>
            <div className="mail-preview__parts">
              <figure>
                <figcaption>{intl.formatMessage({ id: 'mails.html' })}</figcaption>
                <iframe
                  className="mail-preview__frame"
                  sandbox=""
                  srcDoc={mail.html}
                  title={intl.formatMessage({ id: 'mails.html_frame' }, { subject: mail.subject })}
                />
              </figure>
              <figure>
                <figcaption>{intl.formatMessage({ id: 'mails.text' })}</figcaption>
                <pre className="mail-preview__text" lang={lang}>
                  {mail.text}
                </pre>
              </figure>
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
