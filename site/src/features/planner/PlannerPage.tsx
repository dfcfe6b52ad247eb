/**
 * /planner?account=<id>: the strategy planner for one game account (Professional). The form holds the
 * account's rules; "Make a plan" logs into the game once (said before it happens: it signs a player in
 * the game out) and shows the plan; "Run this plan" creates and starts a Strategy Planner bot with them.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { AppRoot } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { accountsQuery } from '../../lib/data';
import { errorMessage } from '../toasts/store';
import { makePlan, runPlan, type PlanAnswer } from './actions';
import { PLAN_FORM_DEFAULTS, toRequest, type PlanForm, type PlanRequest } from './form';
import { PlanResult } from './PlanResult';
import './planner.css';

const FIELDS: Array<{ key: keyof PlanForm; label: string; min: number; max: number }> = [
  { key: 'hours', label: 'Plan ahead (hours)', min: 1, max: 24 },
  { key: 'keepAtHome', label: 'Soldiers to keep at home', min: 0, max: 100000 },
  { key: 'maxAttacksPerDay', label: 'Daily attack limit', min: 1, max: 1000 },
  { key: 'minLevel', label: 'Lowest camp level', min: 1, max: 80 },
  { key: 'maxLevel', label: 'Highest camp level', min: 1, max: 80 },
];

function Planner() {
  const id = useId();
  const accountId = new URLSearchParams(window.location.search).get('account') ?? '';
  const { data: accounts } = useStore(accountsQuery.store);
  const account = accounts?.find((a) => a.id === accountId);
  const [form, setForm] = useState<PlanForm>(PLAN_FORM_DEFAULTS);
  const [busy, setBusy] = useState<'plan' | 'run' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ plan: PlanAnswer; request: PlanRequest } | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  async function plan(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = toRequest(form, timeZone);
    if (!checked.ok) return setProblem(checked.message);
    setBusy('plan');
    setProblem(null);
    setStarted(null);
    try {
      setAnswer({ plan: await makePlan(accountId, checked.request), request: checked.request });
    } catch (err) {
      setProblem(errorMessage(err, 'The plan could not be made'));
    } finally {
      setBusy(null);
    }
  }

  async function run() {
    if (!answer || busy) return;
    setBusy('run');
    setProblem(null);
    try {
      setStarted(await runPlan(accountId, answer.request));
    } catch (err) {
      setProblem(errorMessage(err, 'The Strategy Planner could not be started'));
    } finally {
      setBusy(null);
    }
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <section className="container page planner-page">
      <PageHeader title="Strategy Planner" subtitle={account ? `Plan the next hours of attacks for ${account.name} (${account.server}).` : 'Plan the next hours of attacks for a game account.'} />
      {!accountId ? (
        <p className="empty">
          Choose an account to plan for on <a href="/accounts">Game Accounts</a>.
        </p>
      ) : (
        <div className="planner-layout">
          <form className="card planner-form" onSubmit={plan} noValidate aria-labelledby={field('title')}>
            <h2 id={field('title')}>Your rules</h2>
            {FIELDS.map((f) => (
              <div className="field" key={f.key}>
                <label htmlFor={field(f.key)}>{f.label}</label>
                <input id={field(f.key)} type="number" inputMode="numeric" min={f.min} max={f.max} value={form[f.key]} onChange={(e) => setForm((v) => ({ ...v, [f.key]: e.target.value }))} />
              </div>
            ))}
            <fieldset className="planner-active">
              <legend>Active hours (optional, {timeZone})</legend>
              <div className="field">
                <label htmlFor={field('from')}>From</label>
                <input id={field('from')} type="time" value={form.activeFrom} onChange={(e) => setForm((v) => ({ ...v, activeFrom: e.target.value }))} />
              </div>
              <div className="field">
                <label htmlFor={field('to')}>To</label>
                <input id={field('to')} type="time" value={form.activeTo} onChange={(e) => setForm((v) => ({ ...v, activeTo: e.target.value }))} />
              </div>
            </fieldset>
            <p className="hint" id={field('hint')}>
              Planning signs in to the game once to read your castles, armies and the camps around them. If you are playing this account right now, the game signs you out. It is refused while your bots play on the account.
            </p>
            <button type="submit" className="button" aria-disabled={busy !== null} aria-describedby={field('hint')}>
              {busy === 'plan' ? 'Planning…' : 'Make a plan'}
            </button>
            <p role="alert" className={problem ? 'planner-problem' : 'visually-hidden'}>
              {problem}
            </p>
          </form>
          <div className="planner-output">
            {answer ? (
              <>
                <PlanResult answer={answer.plan} />
                <div className="card planner-run">
                  <p>Run this plan: a Strategy Planner bot with these rules plans again at every step as armies come home, and sends each attack when its time comes.</p>
                  <button type="button" className="button" aria-disabled={busy !== null} onClick={() => void run()}>
                    {busy === 'run' ? 'Starting…' : 'Run this plan'}
                  </button>
                  {started && (
                    <p role="status" className="planner-started">
                      The Strategy Planner is starting. <a href={`/bots/${encodeURIComponent(started)}`}>Open its console</a>
                    </p>
                  )}
                </div>
              </>
            ) : (
              <p className="card empty">No plan yet: set your rules and make one.</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

export default function PlannerPage() {
  return (
    <AppRoot access="user">
      <Planner />
    </AppRoot>
  );
}
