/**
 * The content area's own navigation, atop each of its lists: pages, events, the home page's hero
 * slides, and the featured collections, which the collections' screen already chooses and orders
 * (its "featured" flag and order), so this links there rather than keep a second way to do it.
 */
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ADMIN_PATHS } from '../../lib/paths';
import './content.css';

const TABS = [
  ['content.tab.pages', ADMIN_PATHS.content],
  ['content.tab.events', ADMIN_PATHS.contentEvents],
  ['content.tab.slides', ADMIN_PATHS.contentSlides],
  ['content.tab.collections', ADMIN_PATHS.collections],
] as const;

export function ContentNav({ current }: { current: string }) {
  const intl = useIntl();
  return (
    <nav className="content-nav" aria-label={intl.formatMessage({ id: 'content.nav' })}>
      <ul>
        {TABS.map(([label, path]) => (
          <li key={path}>
            <Link
              href={path}
              className="content-nav__link"
              aria-current={path === current ? 'page' : undefined}
            >
              {intl.formatMessage({ id: label })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
