import { ContentPageView } from '../../features/content/components/content-page-view';
import type { PageProps } from './page-props';

export default function ContentPage({ params }: PageProps) {
  return <ContentPageView slug={params.slug ?? ''} />;
}
