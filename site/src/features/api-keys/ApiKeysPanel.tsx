/**
 * The "API keys" tab of settings: personal keys for scripts (Professional's "API access"). Other plans
 * read what the keys are for and where to get them; keys kept from an earlier plan stay listed, to revoke.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { hasApiAccess, PLAN_NAMES } from '@shared/plans';
import { here, useMessages } from '../../lib/i18n';
import { useLoaded } from '../../lib/use-loaded';
import { $session } from '../session/store';
import { fetchKeys, type ApiKey } from './actions';
import { apiKeysMessages } from './api-keys.messages';
import { CreateKeyForm } from './CreateKeyForm';
import { KeyList } from './KeyList';
import { NewKeyReveal } from './NewKeyReveal';
import { KeyUsage } from './KeyUsage';
import './api-keys.css';

export function ApiKeysPanel() {
  const id = useId();
  const t = useMessages(apiKeysMessages);
  const { user } = useStore($session);
  const access = hasApiAccess(user?.user_metadata.plan);
  const keys = useLoaded(fetchKeys);
  const [created, setCreated] = useState<{ key: string; apiKey: ApiKey } | null>(null);

  return (
    <div className="stack api-keys-panel">
      <section className="api-keys-section" aria-labelledby={`${id}-intro`}>
        <h2 id={`${id}-intro`}>{t.title}</h2>
        <p>{t.intro}</p>
        {!access && (
          <div className="notice api-keys-upsell">
            <p>
              <strong>{t.planNeeded({ plan: PLAN_NAMES.professional })}</strong> {t.upgrade}
            </p>
            <a className="button button-primary button-small" href={here('/pricing')}>
              {t.seePlans}
            </a>
          </div>
        )}
      </section>

      {created && <NewKeyReveal created={created} onDone={() => setCreated(null)} />}
      {access && !created && (
        <CreateKeyForm
          onCreated={(made) => {
            setCreated(made);
            void keys.reload();
          }}
        />
      )}
      {(access || (keys.data?.length ?? 0) > 0) && <KeyList keys={keys} />}
      {access && <KeyUsage />}
    </div>
  );
}
