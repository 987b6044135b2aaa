import { HomeView } from '../../features/catalog/components/home-view';
import { useTitle } from '../../lib/seo/use-title';
import { useIntl } from 'react-intl';

export default function HomePage() {
  useTitle(useIntl().formatMessage({ id: 'nav.home' }));
  return <HomeView />;
}
