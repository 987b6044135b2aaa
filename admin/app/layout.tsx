/**
 * The frame of every screen behind sign-in: the areas in a sidebar on a wide screen, in a menu on a
 * narrow one (a drawer that traps focus and gives it back); the member's email and role, their
 * two-step sign-in, the language and signing out; then the screen.
 */
import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { roleAllows } from '../../contract/admin/constants';
import { MenuDrawer } from '../../src/ui/menu-drawer';
import { signOut } from '../features/auth/api';
import { SignOutEverywhere } from '../features/staff/sign-out-everywhere';
import { usePendingOrders } from '../features/orders/use-pending-orders';
import { LangSwitch } from '../lib/lang-switch';
import { ADMIN_PATHS } from '../lib/paths';
import { endSession, session } from '../lib/session';
import { NAV, NAV_GROUPS } from './nav';
import './layout.css';

async function signOutNow() {
  // The server ends the session; a session that had already ended is just as gone.
  await signOut().catch(() => undefined);
  endSession(null);
}

/** The count beside an area's name (orders waiting to be confirmed), by the entry's id. */
type Counts = Partial<Record<string, number | null>>;

function Count({ id, count }: { id: string; count: number | null | undefined }) {
  const intl = useIntl();
  if (!count) return null;
  return (
    <span className="badge areas__count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        {intl.formatMessage({ id: `nav.${id}.count` }, { count })}
      </span>
    </span>
  );
}

function Areas({ onFollow, counts = {} }: { onFollow?: () => void; counts?: Counts }) {
  const intl = useIntl();
  const [path] = useLocation();
  const role = useSnapshot(session).me?.member.role ?? 'staff';
  return (
    <nav className="areas" aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <Link href={ADMIN_PATHS.home} className="areas__link" onClick={onFollow}>
        <FormattedMessage id="nav.home" />
      </Link>
      {NAV_GROUPS.map((group) => {
        const entries = NAV.filter((e) => e.group === group && roleAllows(role, e.role));
        if (entries.length === 0) return null;
        return (
          <div key={group} className="areas__group">
            <h2 className="areas__heading">
              <FormattedMessage id={`nav.group.${group}`} />
            </h2>
            <ul>
              {entries.map((entry) => (
                <li key={entry.id}>
                  {entry.path ? (
                    <Link
                      href={entry.path}
                      className="areas__link"
                      aria-current={path === entry.path ? 'page' : undefined}
                      onClick={onFollow}
                    >
                      <FormattedMessage id={entry.label} />
                      <Count id={entry.id} count={counts[entry.id]} />
                    </Link>
                  ) : (
                    <span className="areas__link areas__link--coming" aria-disabled="true">
                      <FormattedMessage id={entry.label} />
                      <span className="badge">
                        <FormattedMessage id="nav.coming" />
                      </span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function Account({ onFollow }: { onFollow?: () => void }) {
  const intl = useIntl();
  const member = useSnapshot(session).me?.member;
  if (!member) return null;
  return (
    <div className="account">
      <p className="account__who">
        <span className="account__email">{member.email}</span>
        <span className="badge">{intl.formatMessage({ id: `staff.role.${member.role}` })}</span>
      </p>
      <Link href={ADMIN_PATHS.twoStep} className="areas__link" onClick={onFollow}>
        <FormattedMessage id="nav.two_step" />
      </Link>
      <a href={intl.locale === 'en' ? '/en' : '/'} className="areas__link">
        <FormattedMessage id="nav.shop" />
      </a>
      <LangSwitch className="areas__link" />
      <Button className="button button--ghost" onPress={() => void signOutNow()}>
        <FormattedMessage id="nav.sign_out" />
      </Button>
      <SignOutEverywhere
        memberId={member.id}
        email={member.email}
        self
        className="button button--ghost"
      />
    </div>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const counts: Counts = { orders: usePendingOrders() };
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        <FormattedMessage id="nav.skip" />
      </a>
      <header className="topbar">
        <Button className="button button--ghost topbar__menu" onPress={() => setMenuOpen(true)}>
          <FormattedMessage id="nav.menu" />
        </Button>
        <Link href={ADMIN_PATHS.home} className="topbar__brand">
          <FormattedMessage id="app.title" />
        </Link>
      </header>
      <aside className="sidebar">
        <Areas counts={counts} />
        <Account />
      </aside>
      <MenuDrawer
        isOpen={menuOpen}
        onOpenChange={setMenuOpen}
        title={intl.formatMessage({ id: 'nav.menu' })}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
      >
        <Areas onFollow={close} counts={counts} />
        <Account onFollow={close} />
      </MenuDrawer>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
