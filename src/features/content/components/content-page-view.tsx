import type { ContentPage } from '../../../../contract/types';
import { useLang } from '../../../lib/i18n/routing';
import { QueryView } from '../../../lib/query-view';
import { usePageData } from '../../../lib/use-page-data';
import { useTitle } from '../../../lib/seo/use-title';

/** A content page (shipping, returns, about...) from the API's sanitized HTML. */
export function ContentPageView({ slug }: { slug: string }) {
  const lang = useLang();
  const state = usePageData<ContentPage>(`/api/content/pages/${encodeURIComponent(slug)}`, { lang });
  useTitle(state.data?.title);
  return (
    <QueryView state={state}>
      {(page) => (
        <article className="content-page">
          <h1>{page.title}</h1>
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.body }} />
        </article>
      )}
    </QueryView>
  );
}
