import { FormattedMessage, useIntl } from 'react-intl';
import { evenSpaces } from '../../../lib/i18n/even-spaces';
import { LocalLink, useLang } from '../../../lib/i18n/routing';
import { QueryView } from '../../../lib/query-view';
import { usePageData } from '../../../lib/use-page-data';
import { useTitle } from '../../../lib/seo/use-title';
import { pageUrl } from '../api';
import './content.css';

/** A content page (shipping, returns, about...) from the API's sanitized HTML. */
export function ContentPageView({ slug }: { slug: string }) {
  const lang = useLang();
  const intl = useIntl();
  const state = usePageData(pageUrl(slug, lang));
  useTitle(state.data?.title);
  return (
    <QueryView state={state}>
      {(page) => (
        <article className="content-page">
          <nav
            aria-label={intl.formatMessage({ id: 'content.breadcrumb' })}
            className="breadcrumbs"
          >
            <ol>
              <li>
                <LocalLink to="/">
                  <FormattedMessage id="nav.home" />
                </LocalLink>
              </li>
              <li aria-current="page">{page.title}</li>
            </ol>
          </nav>
          <h1>{page.title}</h1>
          {/* Sanitized by the server (sanitize-html) before it is stored. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.body }} />
          <p className="content-page__updated">
            <FormattedMessage
              id="content.updated"
              values={{
                date: (
                  <time dateTime={page.updated_at}>
                    {evenSpaces(intl.formatDate(page.updated_at, { dateStyle: 'long' }))}
                  </time>
                ),
              }}
            />
          </p>
        </article>
      )}
    </QueryView>
  );
}
