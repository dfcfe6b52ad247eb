/**
 * The rules the members' Alliance Help bots follow on the shared accounts, and which accounts run one:
 * everyone reads them, officers and the owner change them.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { RULE_BOUNDS, type AllianceRules } from '@shared/alliances';
import { errorMessage, toast } from '../toasts/store';
import { fetchRules, saveRules, type RulesView } from './queries';

export function RulesTab({ spaceId, canEdit }: { spaceId: string; canEdit: boolean }) {
  const id = useId();
  const [view, setView] = useState<RulesView | null>(null);
  const [rules, setRules] = useState<AllianceRules | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchRules(spaceId)
      .then((v) => {
        setView(v);
        setRules(v.rules);
      })
      .catch((err) => setError(errorMessage(err, 'Could not load the rules.')));
  }, [spaceId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !rules) return;
    setBusy(true);
    try {
      const saved = await saveRules(spaceId, rules);
      setView(saved);
      setRules(saved.rules);
      setError(null);
      toast.success('Rules saved: the members\' bots follow them from their next step');
    } catch (err) {
      setError(errorMessage(err, 'The rules could not be saved.'));
    }
    setBusy(false);
  }

  if (!rules || !view) return <section className="card">{error ? <p className="field-error" role="alert">{error}</p> : <p className="muted">Loading the rules…</p>}</section>;
  const set = <K extends keyof AllianceRules>(part: K, changes: Partial<AllianceRules[K]>) => setRules({ ...rules, [part]: { ...rules[part], ...changes } });
  const num = (label: string, key: string, value: number, bounds: { min: number; max: number }, onChange: (n: number) => void) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} type="number" min={bounds.min} max={bounds.max} step={1} value={value} disabled={!canEdit} onChange={(e) => onChange(Number(e.target.value))} />
    </div>
  );

  return (
    <div className="stack">
      <form className="card stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>Rules for the members' Alliance Help bots</h3>
        <p className="muted">They apply to the Alliance Help bots Professional members run on the accounts they share, over the bot's own settings, while the account is in the space. Each player's "soldiers to keep at home" still holds.</p>
        <fieldset className="stack">
          <legend>Help requests</legend>
          <label className="checkbox"><input type="checkbox" checked={rules.help.enabled} disabled={!canEdit} onChange={(e) => set('help', { enabled: e.target.checked })} /> Answer help requests on one rhythm</label>
          <div className="alliance-row">
            {num('Answer after at least (s)', 'min-wait', rules.help.minWaitSeconds, RULE_BOUNDS.waitSeconds, (n) => set('help', { minWaitSeconds: n }))}
            {num('Answer after at most (s)', 'max-wait', rules.help.maxWaitSeconds, RULE_BOUNDS.waitSeconds, (n) => set('help', { maxWaitSeconds: n }))}
          </div>
        </fieldset>
        <fieldset className="stack">
          <legend>Support for members under attack</legend>
          <label className="checkbox"><input type="checkbox" checked={rules.support.enabled} disabled={!canEdit} onChange={(e) => set('support', { enabled: e.target.checked })} /> Send support by rule</label>
          <div className="alliance-row">
            {num('When an attack has at least (soldiers)', 'min-attackers', rules.support.minAttackers, RULE_BOUNDS.minAttackers, (n) => set('support', { minAttackers: n }))}
            {num('Send up to (soldiers per bot)', 'troops', rules.support.troops, RULE_BOUNDS.troops, (n) => set('support', { troops: n }))}
            {num('Support stays (game hours)', 'hours', rules.support.hours, RULE_BOUNDS.hours, (n) => set('support', { hours: n }))}
          </div>
          <p className="muted field-help">Only attacks on the castles of this space's members are answered, once per attack, from each bot's main castle with a free commander.</p>
        </fieldset>
        {error && <p className="field-error" role="alert">{error}</p>}
        {canEdit ? <div><button type="submit" className="button button-primary" aria-disabled={busy}>{busy ? 'Saving…' : 'Save rules'}</button></div> : <p className="muted">Officers and the owner change the rules.</p>}
      </form>
      <section className="card stack" aria-labelledby={`${id}-coverage`}>
        <h3 id={`${id}-coverage`}>Who answers</h3>
        {view.coverage.length === 0 && <p className="muted">No member shares a game account yet.</p>}
        <ul className="list-plain" aria-label="Shared accounts and their Alliance Help bots">
          {view.coverage.map((c) => (
            <li key={c.account_id}>
              <strong>{c.account}</strong>: {c.bot ? `${c.bot.name} (${c.bot.state})${c.follows_rules ? ', follows the rules' : ', keeps its own settings (its owner is read-only)'}` : 'no Alliance Help bot'}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
