/** Who is signed in: avatar, name, e-mail, username and how they sign in. */
import type { AuthUser } from '@shared/auth';
import { Avatar } from './Avatar';
import { displayName, signInMethodLabel, usernameOrDash } from './display';

export function IdentityCard({ user, isAdmin }: { user: AuthUser; isAdmin: boolean }) {
  return (
    <section className="card profile-card profile-identity-card" aria-labelledby="profile-identity-title">
      <div className="profile-identity">
        <Avatar src={user.user_metadata.avatar} email={user.email} />
        <div className="profile-identity-text">
          <h2 id="profile-identity-title">{displayName(user)}</h2>
          <p className="muted">{isAdmin ? 'Administrator' : 'Player'}</p>
        </div>
      </div>
      <dl className="profile-details">
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Username</dt>
          <dd>{usernameOrDash(user.user_metadata.username)}</dd>
        </div>
        <div>
          <dt>Sign-in method</dt>
          <dd>{signInMethodLabel(user.app_metadata.providers)}</dd>
        </div>
      </dl>
    </section>
  );
}
