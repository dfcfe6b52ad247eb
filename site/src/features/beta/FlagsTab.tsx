/** The admin panel's Flags tab: each beta flag, on or off (audited), and the players who opted in. */
import { PLAN_NAMES, planName, type PlanTier } from '@shared/plans';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { useMessages } from '../../lib/i18n';
import { useLoaded } from '../../lib/use-loaded';
import { exactTime } from '../../lib/time';
import { toast } from '../toasts/store';
import { useToastedRun } from '../toasts/toasted-run';
import { fetchFlags, switchFlag, type AdminFlag } from './actions';
import { flagsMessages } from './flags.messages';
import './beta.css';

function FlagCard({ flag, onChanged }: { flag: AdminFlag; onChanged: () => void }) {
  const m = useMessages(flagsMessages);
  const { busy, run } = useToastedRun();
  async function change(enabled: boolean) {
    await run(async () => {
      await switchFlag(flag.id, enabled);
      toast.success(enabled ? m.turnedOn({ name: flag.name }) : m.turnedOff({ name: flag.name }));
      onChanged();
    }, m.failed);
  }
  const gate = flag.gates.kind === 'template' ? m.template({ template: flag.gates.templateId }) : flag.gates.screen;
  return (
    <li className="card stack beta-row">
      <div className="row between">
        <h3>
          {flag.name} <span className="badge beta-badge">{m.beta}</span>
        </h3>
        <button
          type="button"
          className={`button button-small${flag.enabled ? '' : ' button-primary'}`}
          disabled={busy}
          aria-label={flag.enabled ? m.turnOffLabel({ name: flag.name }) : m.turnOnLabel({ name: flag.name })}
          onClick={() => void change(!flag.enabled)}
        >
          {flag.enabled ? m.turnOff : m.turnOn}
        </button>
      </div>
      <p>{flag.description}</p>
      <p className="muted">
        <strong>{flag.enabled ? m.on : m.off}</strong> · {m.gates({ gate, plan: PLAN_NAMES[flag.plan] })}
        {flag.changedBy &&
          ` ${flag.changedAt ? m.changedByAt({ name: flag.changedBy, at: exactTime(flag.changedAt) }) : m.changedBy({ name: flag.changedBy })}`}
      </p>
      <p>
        <strong>{m.optedIn(flag.optIns)}</strong>
      </p>
      {flag.players.length > 0 && (
        <ul className="flag-players" aria-label={m.playersIn({ name: flag.name })}>
          {flag.players.map((p) => (
            <li key={p.id}>
              {p.email} <span className="muted">({p.active ? planName(p.plan as PlanTier) : m.inactive({ plan: planName(p.plan as PlanTier) })})</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function FlagsTab() {
  const m = useMessages(flagsMessages);
  const flags = useLoaded(fetchFlags);
  if (flags.status === 'loading') return <p className="muted">{m.loading}</p>;
  if (flags.status === 'error')
    return <ErrorPanel what={m.what} message={flags.error ?? ''} requestId={flags.requestId} onRetry={flags.reload} retrying={flags.reloading} />;
  return (
    <div className="stack">
      <p className="muted">{m.note}</p>
      <ul className="stack beta-list" aria-label={m.label}>
        {(flags.data ?? []).map((flag) => (
          <FlagCard key={flag.id} flag={flag} onChanged={() => void flags.reload()} />
        ))}
      </ul>
    </div>
  );
}
