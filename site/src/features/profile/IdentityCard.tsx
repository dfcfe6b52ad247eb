/** Who is signed in: avatar, name, e-mail, username and how they sign in. */
import type { AuthUser } from '@shared/auth';
import { useMessages } from '../../lib/i18n';
import { Avatar } from './Avatar';
import { profileMessages } from './profile.messages';
import { displayName, signInMethodLabel, usernameOrDash } from './display';

export function IdentityCard({ user, isAdmin }: { user: AuthUser; isAdmin: boolean }) {
  const t = useMessages(profileMessages);
  return (
    <section className="card profile-card profile-identity-card" aria-labelledby="profile-identity-title">
      <div className="profile-identity">
        <Avatar src={user.user_metadata.avatar} email={user.email} />
        <div className="profile-identity-text">
          <h2 id="profile-identity-title">{displayName(user)}</h2>
          <p className="muted">{isAdmin ? t.administrator : t.player}</p>
        </div>
      </div>
      <dl className="profile-details">
        <div>
          <dt>{t.email}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t.username}</dt>
          <dd>{usernameOrDash(user.user_metadata.username)}</dd>
        </div>
        <div>
          <dt>{t.signInMethod}</dt>
          <dd>{signInMethodLabel(user.app_metadata.providers, t)}</dd>
        </div>
      </dl>
    </section>
  );
}
