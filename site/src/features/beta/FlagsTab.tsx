/** The admin panel's Flags tab: each beta flag, on or off (audited), and the players who opted in. */
import { useState } from 'react';
import { PLAN_NAMES, planName, type PlanTier } from '@shared/plans';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { useLoaded } from '../../lib/use-loaded';
import { errorMessage, toast } from '../toasts/store';
import { fetchFlags, switchFlag, type AdminFlag } from './actions';
import './beta.css';

function FlagCard({ flag, onChanged }: { flag: AdminFlag; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  async function change(enabled: boolean) {
    setBusy(true);
    try {
      await switchFlag(flag.id, enabled);
      toast.success(`${flag.name} turned ${enabled ? 'on' : 'off'}`);
      onChanged();
    } catch (err) {
      toast.error(errorMessage(err, 'Could not switch the flag'));
    } finally {
      setBusy(false);
    }
  }
  const gate = flag.gates.kind === 'template' ? `The ${flag.gates.templateId} template` : flag.gates.screen;
  return (
    <li className="card stack beta-row">
      <div className="row between">
        <h3>
          {flag.name} <span className="badge beta-badge">Beta</span>
        </h3>
        <button type="button" className={`button button-small${flag.enabled ? '' : ' button-primary'}`} disabled={busy} aria-label={`${flag.enabled ? 'Turn off' : 'Turn on'} ${flag.name}`} onClick={() => void change(!flag.enabled)}>
          {flag.enabled ? 'Turn off' : 'Turn on'}
        </button>
      </div>
      <p>{flag.description}</p>
      <p className="muted">
        <strong>{flag.enabled ? 'On' : 'Off'}</strong> · Gates: {gate} · players on {PLAN_NAMES[flag.plan]} may opt in
        {flag.changedBy && ` (changed by ${flag.changedBy}${flag.changedAt ? `, ${new Date(flag.changedAt).toLocaleString()}` : ''})`}
      </p>
      <p>
        <strong>
          {flag.optIns} player{flag.optIns === 1 ? '' : 's'} opted in
        </strong>
      </p>
      {flag.players.length > 0 && (
        <ul className="flag-players" aria-label={`Players in ${flag.name}`}>
          {flag.players.map((p) => (
            <li key={p.id}>
              {p.email} <span className="muted">({planName(p.plan as PlanTier)}{p.active ? '' : ': plan below the beta’s, not using it'})</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function FlagsTab() {
  const flags = useLoaded(fetchFlags);
  if (flags.status === 'loading') return <p className="muted">Loading flags…</p>;
  if (flags.status === 'error') return <ErrorPanel what="the flags" message={flags.error ?? ''} requestId={flags.requestId} onRetry={flags.reload} retrying={flags.reloading} />;
  return (
    <div className="stack">
      <p className="muted">Turning a flag off stops offering what it gates at once; players keep their opt-in for when it is on again. Bots already running a beta template carry on until they stop, and are not started again.</p>
      <ul className="stack beta-list" aria-label="Beta flags">
        {(flags.data ?? []).map((flag) => (
          <FlagCard key={flag.id} flag={flag} onChanged={() => void flags.reload()} />
        ))}
      </ul>
    </div>
  );
}
