/**
 * The rules the members' Alliance Help bots follow on the shared accounts, and which accounts run one:
 * everyone reads them, officers and the owner change them.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { RULE_BOUNDS, type AllianceRules } from '@shared/alliances';
import { useMessages } from '../../lib/i18n';
import { errorMessage, toast } from '../toasts/store';
import { rulesMessages } from './tabs.messages';
import { fetchRules, saveRules, type RulesView } from './queries';
import { FormError } from '../../components/ui/FormError';

export function RulesTab({ spaceId, canEdit }: { spaceId: string; canEdit: boolean }) {
  const id = useId();
  const m = useMessages(rulesMessages);
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
      .catch((err) => setError(errorMessage(err, m.loadFailed)));
  }, [spaceId, m]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !rules) return;
    setBusy(true);
    try {
      const saved = await saveRules(spaceId, rules);
      setView(saved);
      setRules(saved.rules);
      setError(null);
      toast.success(m.saved);
    } catch (err) {
      setError(errorMessage(err, m.saveFailed));
    }
    setBusy(false);
  }

  if (!rules || !view)
    return (
      <section className="card">
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="muted">{m.loading}</p>
        )}
      </section>
    );
  const set = <K extends keyof AllianceRules>(part: K, changes: Partial<AllianceRules[K]>) => setRules({ ...rules, [part]: { ...rules[part], ...changes } });
  const num = (label: string, key: string, value: number, bounds: { min: number; max: number }, onChange: (n: number) => void) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="number"
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={value}
        disabled={!canEdit}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );

  return (
    <div className="stack">
      <form className="card stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{m.title}</h3>
        <p className="muted">{m.intro}</p>
        <fieldset className="stack">
          <legend>{m.help}</legend>
          <label className="checkbox">
            <input type="checkbox" checked={rules.help.enabled} disabled={!canEdit} onChange={(e) => set('help', { enabled: e.target.checked })} /> {m.helpOn}
          </label>
          <div className="alliance-row">
            {num(m.minWait, 'min-wait', rules.help.minWaitSeconds, RULE_BOUNDS.waitSeconds, (n) => set('help', { minWaitSeconds: n }))}
            {num(m.maxWait, 'max-wait', rules.help.maxWaitSeconds, RULE_BOUNDS.waitSeconds, (n) => set('help', { maxWaitSeconds: n }))}
          </div>
        </fieldset>
        <fieldset className="stack">
          <legend>{m.support}</legend>
          <label className="checkbox">
            <input type="checkbox" checked={rules.support.enabled} disabled={!canEdit} onChange={(e) => set('support', { enabled: e.target.checked })} />{' '}
            {m.supportOn}
          </label>
          <div className="alliance-row">
            {num(m.minAttackers, 'min-attackers', rules.support.minAttackers, RULE_BOUNDS.minAttackers, (n) => set('support', { minAttackers: n }))}
            {num(m.troops, 'troops', rules.support.troops, RULE_BOUNDS.troops, (n) => set('support', { troops: n }))}
            {num(m.hours, 'hours', rules.support.hours, RULE_BOUNDS.hours, (n) => set('support', { hours: n }))}
          </div>
          <p className="muted field-help">{m.supportHelp}</p>
        </fieldset>
        <FormError message={error} />
        {canEdit ? (
          <div>
            <button type="submit" className="button button-primary" aria-disabled={busy}>
              {busy ? m.saving : m.save}
            </button>
          </div>
        ) : (
          <p className="muted">{m.whoChanges}</p>
        )}
      </form>
      <section className="card stack" aria-labelledby={`${id}-coverage`}>
        <h3 id={`${id}-coverage`}>{m.whoAnswers}</h3>
        {view.coverage.length === 0 && <p className="muted">{m.noneShared}</p>}
        <ul className="list-plain" aria-label={m.coverage}>
          {view.coverage.map((c) => (
            <li key={c.account_id}>
              <strong>{c.account}</strong>:{' '}
              {c.bot
                ? c.follows_rules
                  ? m.follows({ bot: c.bot.name, state: c.bot.state })
                  : m.ownSettings({ bot: c.bot.name, state: c.bot.state })
                : m.noBot}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
