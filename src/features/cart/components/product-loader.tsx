import type { ReactNode } from 'react';
import type { Product } from '../../../../contract/types';
import { useLang } from '../../../lib/i18n/routing';
import { useApiQuery } from '../../../lib/use-api-query';
import { useLoadErrorLabels } from '../../../lib/use-load-error-labels';
import { useLoadingLabel } from '../../../lib/use-loading-label';
import { LoadError } from '../../../ui/load-error';
import { productUrl } from '../api';

/** Loads one product for a dialog: a small spinner, an error with retry, or the product. */
export function ProductLoader({
  slug,
  children,
}: {
  slug: string;
  children: (product: Product) => ReactNode;
}) {
  const lang = useLang();
  const state = useApiQuery(productUrl(slug, lang));
  const errorLabels = useLoadErrorLabels(state.error);
  const loadingLabel = useLoadingLabel();
  if (state.error) return <LoadError {...errorLabels} onRetry={state.retry} />;
  if (!state.data) {
    return (
      <div className="dialog-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{loadingLabel}</span>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
