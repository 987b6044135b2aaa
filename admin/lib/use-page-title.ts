/** The tab's title: the screen's, then the back office's name. */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

export function usePageTitle(title: string): void {
  const intl = useIntl();
  const app = intl.formatMessage({ id: 'app.title' });
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}
