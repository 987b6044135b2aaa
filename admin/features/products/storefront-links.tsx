/**
 * The saved product on the storefront, in each language (`/product/{slug}`, `/en/product/{slug}`),
 * opened in a new tab so the editor stays as it is. A product not published is not shown to shoppers
 * (its page answers 404), which the links say.
 */
import { useIntl } from 'react-intl';
import type { ProductStatus } from '../../../contract/admin/constants';
import { localizePath } from '../../../contract/routes';

export function StorefrontLinks({ slug, status }: { slug: string; status: ProductStatus }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  // The storefront's product route (contract/routes.ts), with each language's prefix.
  const path = `/product/${slug}`;
  return (
    <div className="storefront-links">
      <span className="storefront-links__label">{text('products.view')}</span>
      <a href={localizePath('vi', path)} target="_blank" rel="noopener" hrefLang="vi" lang="vi">
        Tiếng Việt
      </a>
      <a href={localizePath('en', path)} target="_blank" rel="noopener" hrefLang="en" lang="en">
        English
      </a>
      {status !== 'published' && (
        <span className="editor__hint">{text(`products.view.${status}`)}</span>
      )}
    </div>
  );
}
