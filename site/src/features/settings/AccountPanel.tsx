/** The Account tab: the signed-in e-mail and the plan. */
import { useStore } from '@nanostores/react';
import { $session } from '../session/store';
import { emailOrDash, planOrDefault } from './account';

export function AccountPanel() {
  const { user } = useStore($session);
  return (
    <div className="stack">
      <dl className="settings-details">
        <div>
          <dt>Email</dt>
          <dd>{emailOrDash(user?.email)}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{planOrDefault(user?.user_metadata.plan)}</dd>
        </div>
      </dl>
      <p className="row">
        <a href="/profile">View your profile</a>
        <a href="/settings#security">Change e-mail or password</a>
        <a href="/pricing">Compare plans</a>
      </p>
    </div>
  );
}
