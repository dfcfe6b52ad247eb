/** The Account tab: the signed-in e-mail and the plan. */
import { useStore } from '@nanostores/react';
import { here, useMessages } from '../../lib/i18n';
import { $session } from '../session/store';
import { emailOrDash, planOrDefault } from './account';
import { accountMessages } from './settings.messages';

export function AccountPanel() {
  const { user } = useStore($session);
  const t = useMessages(accountMessages);
  return (
    <div className="stack">
      <dl className="settings-details">
        <div>
          <dt>{t.email}</dt>
          <dd>{emailOrDash(user?.email)}</dd>
        </div>
        <div>
          <dt>{t.plan}</dt>
          <dd>{planOrDefault(user?.user_metadata.plan)}</dd>
        </div>
      </dl>
      <p className="row">
        <a href={here('/profile')}>{t.viewProfile}</a>
        <a href={here('/settings#security')}>{t.changeEmailOrPassword}</a>
        <a href={here('/pricing')}>{t.comparePlans}</a>
      </p>
    </div>
  );
}
