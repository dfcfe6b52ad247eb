/**
 * /planner?account=<id>: the strategy planner for one game account (Professional). The form holds the
 * account's rules; "Make a plan" logs into the game once (said before it happens: it signs a player in
 * the game out) and shows the plan; "Run this plan" creates and starts a Strategy Planner bot with them.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { pageOf } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { fill } from '../../components/ui/fill';
import { here, useMessages } from '../../lib/i18n';
import { accountsQuery } from '../../lib/data';
import { strategyPlanner } from '@shared/templates/units/strategy-planner';
import { TemplatePlan, usePlan } from '../bots/TemplatePlan';
import { planIncludes } from '@shared/plans';
import { accountsPageMessages } from '../accounts/accounts.messages';
import { consolePath } from '../bots/console-path';
import { errorMessage } from '../toasts/store';
import { makePlan, runPlan, type PlanAnswer } from './actions';
import { PLANNER_LIMITS as L } from '@shared/planner/limits';
import { PLAN_FORM_DEFAULTS, toRequest, type PlanForm, type PlanRequest } from './form';
import { PlanResult } from './PlanResult';
import { plannerPageMessages } from './planner.messages';
import './planner.css';

/** The numeric rules; each one's label is the message of the same key. */
const FIELDS: Array<{ key: 'hours' | 'keepAtHome' | 'maxAttacksPerDay' | 'minLevel' | 'maxLevel'; min: number; max: number }> = [
  { key: 'hours', ...L.hours },
  { key: 'keepAtHome', ...L.keepAtHome },
  { key: 'maxAttacksPerDay', ...L.maxAttacksPerDay },
  { key: 'minLevel', ...L.level },
  { key: 'maxLevel', ...L.level },
];

function Planner() {
  const t = useMessages(plannerPageMessages);
  const accountWords = useMessages(accountsPageMessages);
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
  // Said before the form is filled, not at "Make a plan": the planner is a Professional template's.
  const included = planIncludes(usePlan(), strategyPlanner.plan);

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
      setProblem(errorMessage(err, t.planFailed));
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
      setProblem(errorMessage(err, t.runFailed));
    } finally {
      setBusy(null);
    }
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <section className="container page planner-page">
      <PageHeader title={t.title} subtitle={account ? t.subtitleFor({ account: account.name, server: account.server }) : t.subtitle} />
      {!accountId ? (
        <p className="empty">{fill(t.chooseAccount, { link: <a href={here('/accounts')}>{accountWords.title}</a> })}</p>
      ) : (
        <div className="planner-layout">
          <form className="card planner-form" onSubmit={plan} noValidate aria-labelledby={field('title')}>
            <h2 id={field('title')}>{t.rules}</h2>
            {!included && <TemplatePlan template={{ label: t.title, plan: strategyPlanner.plan }} />}
            {FIELDS.map((f) => (
              <div className="field" key={f.key}>
                <label htmlFor={field(f.key)}>{t[f.key]}</label>
                <input
                  id={field(f.key)}
                  type="number"
                  inputMode="numeric"
                  min={f.min}
                  max={f.max}
                  value={form[f.key]}
                  onChange={(e) => setForm((v) => ({ ...v, [f.key]: e.target.value }))}
                />
              </div>
            ))}
            <fieldset className="planner-active">
              <legend>{t.activeHours({ timeZone })}</legend>
              <div className="field">
                <label htmlFor={field('from')}>{t.from}</label>
                <input id={field('from')} type="time" value={form.activeFrom} onChange={(e) => setForm((v) => ({ ...v, activeFrom: e.target.value }))} />
              </div>
              <div className="field">
                <label htmlFor={field('to')}>{t.to}</label>
                <input id={field('to')} type="time" value={form.activeTo} onChange={(e) => setForm((v) => ({ ...v, activeTo: e.target.value }))} />
              </div>
            </fieldset>
            <p className="hint" id={field('hint')}>
              {t.hint}
            </p>
            <button type="submit" className="button" aria-disabled={busy !== null} aria-describedby={field('hint')}>
              {busy === 'plan' ? t.planning : t.makePlan}
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
                  <p>{t.runText}</p>
                  <button type="button" className="button" aria-disabled={busy !== null} onClick={() => void run()}>
                    {busy === 'run' ? t.starting : t.run}
                  </button>
                  {started && (
                    <p role="status" className="planner-started">
                      {t.started} <a href={consolePath(encodeURIComponent(started))}>{t.openConsole}</a>
                    </p>
                  )}
                </div>
              </>
            ) : (
              <p className="card empty">{t.noPlan}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

export default pageOf('user', Planner);
