/**
 * /profile (linked from the user menu; the spec leaves its content open): who is signed in, their plan
 * and subscription, and the way to settings and game accounts. Only what the API reports is shown —
 * it has no sign-up date, so there is no "member since".
 */
import { useStore } from '@nanostores/react';
import { pageOf } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { profileQuery } from '../../lib/data';
import { here, useMessages } from '../../lib/i18n';
import { $isAdmin, $session } from '../session/store';
import { IdentityCard } from './IdentityCard';
import { PlanCard } from './PlanCard';
import { profileMessages } from './profile.messages';
import './profile.css';

function Profile() {
  const { user: sessionUser } = useStore($session);
  const profile = useStore(profileQuery.store);
  const isAdmin = useStore($isAdmin);
  const t = useMessages(profileMessages);
  // The profile query is fresher than the session restored on load (e.g. a plan changed since).
  const user = profile.data?.user ?? sessionUser;
  if (!user) return null;

  return (
    <section className="container page profile-page">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="profile-layout">
        <IdentityCard user={user} isAdmin={isAdmin} />
        <PlanCard plan={user.user_metadata.plan} />
        <nav className="card profile-card" aria-labelledby="profile-links-title">
          <h2 id="profile-links-title">{t.manage}</h2>
          <ul className="list-plain">
            <li>
              <a href={here('/settings')}>{t.settings}</a>
              <p className="hint">{t.settingsHint}</p>
            </li>
            <li>
              <a href={here('/accounts')}>{t.gameAccounts}</a>
              <p className="hint">{t.gameAccountsHint}</p>
            </li>
          </ul>
        </nav>
      </div>
    </section>
  );
}

export default pageOf('user', Profile);
