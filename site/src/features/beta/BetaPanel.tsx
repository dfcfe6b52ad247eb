/**
 * Settings → Beta features: the betas an administrator has open, each with what it adds, and a switch to
 * opt in or out. Only plans that include "Beta features access" (Professional) can opt in; others read
 * which plan can.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { PLAN_NAMES, planIncludes } from '@shared/plans';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { SkeletonLines } from '../../components/ui/Skeleton';
import { useLoaded } from '../../lib/use-loaded';
import { $session } from '../session/store';
import { errorMessage, toast } from '../toasts/store';
import { fetchBetas, setOptIn, type PlayerBeta } from './actions';
import './beta.css';

function BetaRow({ beta, onChanged }: { beta: PlayerBeta; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  async function change(optIn: boolean) {
    setBusy(true);
    try {
      await setOptIn(beta.id, optIn);
      toast.success(optIn ? `You are in the "${beta.name}" beta` : `You left the "${beta.name}" beta`);
      onChanged();
    } catch (err) {
      toast.error(errorMessage(err, 'Could not change your beta features'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="card stack beta-row">
      <div className="row between">
        <h3>
          {beta.name} <span className="badge beta-badge">Beta</span>
        </h3>
        {beta.mayOptIn ? (
          <button type="button" className={`button button-small${beta.optedIn ? '' : ' button-primary'}`} disabled={busy} aria-label={`${beta.optedIn ? 'Leave the beta' : 'Opt in to'} ${beta.name}`} onClick={() => void change(!beta.optedIn)}>
            {beta.optedIn ? 'Leave the beta' : 'Opt in'}
          </button>
        ) : (
          <span className="muted">{beta.planName} plan</span>
        )}
      </div>
      <p>{beta.description}</p>
      {beta.optedIn && <p className="muted">You are in this beta{beta.active ? '' : ', but your plan no longer includes beta features'}.</p>}
    </li>
  );
}

export function BetaPanel() {
  const { user } = useStore($session);
  const betas = useLoaded(fetchBetas);
  const plan = user?.user_metadata.plan;
  // The plan that sells "Beta features access"; each beta says its own plan too.
  const mayJoin = planIncludes(plan, 'premium');
  return (
    <div className="stack beta-panel">
      <h2>Beta features</h2>
      <p>Things that work but are still being shaped. Try them early and tell support what you think; you can leave a beta at any time.</p>
      {!mayJoin && (
        <div className="notice">
          <p>
            <strong>Beta features access comes with the {PLAN_NAMES.premium} plan.</strong> <a href="/pricing">See plans</a>
          </p>
        </div>
      )}
      {betas.status === 'loading' && <SkeletonLines lines={3} />}
      {betas.status === 'error' && <ErrorPanel what="the beta features" message={betas.error ?? ''} requestId={betas.requestId} onRetry={betas.reload} retrying={betas.reloading} />}
      {betas.data && betas.data.length === 0 && (
        <p className="empty">No beta is open at the moment. They appear here when one opens.</p>
      )}
      {betas.data && betas.data.length > 0 && (
        <ul className="stack beta-list" aria-label="Beta features">
          {betas.data.map((beta) => (
            <BetaRow key={beta.id} beta={beta} onChanged={() => void betas.reload()} />
          ))}
        </ul>
      )}
    </div>
  );
}
