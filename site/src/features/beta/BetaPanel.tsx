/**
 * Settings → Beta features: the betas an administrator has open, each with what it adds, and a switch to
 * opt in or out. Only plans that include "Beta features access" (Professional) can opt in; others read
 * which plan can.
 */
import { useStore } from '@nanostores/react';
import { PLAN_NAMES, planIncludes } from '@shared/plans';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { SkeletonLines } from '../../components/ui/Skeleton';
import { here, useMessages } from '../../lib/i18n';
import { useLoaded } from '../../lib/use-loaded';
import { $session } from '../session/store';
import { toast } from '../toasts/store';
import { useToastedRun } from '../toasts/toasted-run';
import { fetchBetas, setOptIn, type PlayerBeta } from './actions';
import { betaMessages } from './beta.messages';
import './beta.css';

function BetaRow({ beta, onChanged }: { beta: PlayerBeta; onChanged: () => void }) {
  const { busy, run } = useToastedRun();
  const t = useMessages(betaMessages);
  async function change(optIn: boolean) {
    await run(async () => {
      await setOptIn(beta.id, optIn);
      toast.success((optIn ? t.joined : t.left)({ name: beta.name }));
      onChanged();
    }, t.notChanged);
  }
  return (
    <li className="card stack beta-row">
      <div className="row between">
        <h3>
          {beta.name} <span className="badge beta-badge">{t.badge}</span>
        </h3>
        {beta.mayOptIn ? (
          <button
            type="button"
            className={`button button-small${beta.optedIn ? '' : ' button-primary'}`}
            disabled={busy}
            aria-label={(beta.optedIn ? t.leaveOne : t.optInTo)({ name: beta.name })}
            onClick={() => void change(!beta.optedIn)}
          >
            {beta.optedIn ? t.leave : t.optIn}
          </button>
        ) : (
          <span className="muted">{t.planOnly({ plan: beta.planName })}</span>
        )}
      </div>
      <p>{beta.description}</p>
      {beta.optedIn && <p className="muted">{beta.active ? t.inIt : t.inItNotActive}</p>}
    </li>
  );
}

export function BetaPanel() {
  const { user } = useStore($session);
  const betas = useLoaded(fetchBetas);
  const t = useMessages(betaMessages);
  const plan = user?.user_metadata.plan;
  // The plan that sells "Beta features access"; each beta says its own plan too.
  const mayJoin = planIncludes(plan, 'professional');
  return (
    <div className="stack beta-panel">
      <h2>{t.title}</h2>
      <p>{t.intro}</p>
      {!mayJoin && (
        <div className="notice">
          <p>
            <strong>{t.planNeeded({ plan: PLAN_NAMES.professional })}</strong> <a href={here('/pricing')}>{t.seePlans}</a>
          </p>
        </div>
      )}
      {betas.status === 'loading' && <SkeletonLines lines={3} />}
      {betas.status === 'error' && (
        <ErrorPanel what={t.what} message={betas.error ?? ''} requestId={betas.requestId} onRetry={betas.reload} retrying={betas.reloading} />
      )}
      {betas.data && betas.data.length === 0 && <p className="empty">{t.noneOpen}</p>}
      {betas.data && betas.data.length > 0 && (
        <ul className="stack beta-list" aria-label={t.listLabel}>
          {betas.data.map((beta) => (
            <BetaRow key={beta.id} beta={beta} onChanged={() => void betas.reload()} />
          ))}
        </ul>
      )}
    </div>
  );
}
