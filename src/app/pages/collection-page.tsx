import { CollectionView } from '../../features/catalog/components/collection-view';
import type { PageProps } from './page-props';

/** `/collection/{slug}`: the slug may span several segments or be empty (all products). */
export default function CollectionPage({ params }: PageProps) {
  return <CollectionView slug={params['*'] ?? ''} />;
}
