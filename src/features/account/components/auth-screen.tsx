import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LocalLink } from '../../../lib/i18n/routing';
import { REDIRECT_PARAM } from '../../../lib/sign-in-redirect';
import './account.css';

export type AuthScreenName = 'login' | 'register' | 'forgot';

const LINKS: Record<AuthScreenName, { to: string; id: string }[]> = {
  login: [
    { to: '/account/forgot-password', id: 'account.links.forgot' },
    { to: '/account/register', id: 'account.links.register' },
  ],
  register: [{ to: '/account/login', id: 'account.links.login' }],
  forgot: [
    { to: '/account/login', id: 'account.links.login' },
    { to: '/account/register', id: 'account.links.register' },
  ],
};

/**
 * The frame of the sign-in screens: title, the form, and the ways to the other screens. The destination
 * remembered for after sign-in (`?redirect=`) goes along with each link.
 */
export function AuthScreen({
  title,
  intro,
  links,
  redirect,
  children,
}: {
  title: string;
  intro?: string;
  links: AuthScreenName;
  redirect?: string | null;
  children: ReactNode;
}) {
  const intl = useIntl();
  const query = redirect ? `?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : '';
  return (
    <section className="auth-screen">
      <h1>{title}</h1>
      {intro && <p className="auth-screen__intro">{intro}</p>}
      {children}
      <ul className="auth-screen__links">
        {LINKS[links].map((link) => (
          <li key={link.to}>
            <LocalLink to={link.to + query}>{intl.formatMessage({ id: link.id })}</LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
