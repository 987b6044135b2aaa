/**
 * The first screen after sign-in: the dashboard's figures (features/dashboard), then the areas this
 * member's role opens, those still to come marked so.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { roleAllows } from '../../contract/admin/constants';
import { DashboardPanel } from '../features/dashboard/dashboard-panel';
import { session } from '../lib/session';
import { usePageTitle } from '../lib/use-page-title';
import { NAV } from './nav';

export function HomePage() {
  const intl = useIntl();
  const { me, totpRequired } = useSnapshot(session);
  const member = me?.member;
  usePageTitle('');
  if (!member) return null;
  const entries = NAV.filter((entry) => roleAllows(member.role, entry.role));
  return (
    <section className="page">
      <h1>{intl.formatMessage({ id: 'home.title' }, { email: member.email })}</h1>
      {/* Every figure would answer 403 until the authenticator the owner requires is set up. */}
      {!totpRequired && <DashboardPanel />}
      <ul className="area-cards">
        {entries.map((entry) => {
          const body = (
            <>
              <span className="area-card__title">
                <FormattedMessage id={entry.label} />
                {!entry.path && (
                  <span className="badge">
                    <FormattedMessage id="nav.coming" />
                  </span>
                )}
              </span>
              <span className="area-card__detail">
                <FormattedMessage id={`${entry.label}.detail`} />
              </span>
            </>
          );
          return (
            <li key={entry.id}>
              {entry.path ? (
                <Link href={entry.path} className="area-card">
                  {body}
                </Link>
              ) : (
                <div className="area-card area-card--coming" aria-disabled="true">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
