/** A plan as a timeline: each attack with when, where, how many and its reasons; above it, the plan against the best template setting. */
import { inPageLanguage } from '../../lib/kept-words';
import '@shared/bot-lines/planner.messages';
import { formatDate } from '@shared/i18n/dates';
import { fill } from '../../components/ui/fill';
import { pageLocale, useMessages } from '../../lib/i18n';
import type { PlanAnswer } from './actions';
import { planResultMessages } from './planner.messages';
import { intlLocale } from '@shared/i18n/intl';

const n = (v: number) => Math.round(v).toLocaleString(intlLocale(pageLocale));
const clock = (at: number) => formatDate(pageLocale, at, 'time');

/** The plan's own sentences in the page's language: each its message, else the API's English as sent. */
const sentences = (english: string[], messages: unknown[] | undefined) => english.map((line, i) => inPageLanguage(line, messages?.[i]));

/** The plan's own sentences (the summary, each attack's reasons, the notes) are the API's, read in the page's language. */
export function PlanResult({ answer }: { answer: PlanAnswer }) {
  const t = useMessages(planResultMessages);
  const { plan, seen } = answer;
  const { schedule, template } = plan;
  const [summary, ...notes] = sentences(plan.notes, plan.noteMessages);
  const better = schedule.lootPerHour - template.schedule.lootPerHour;
  return (
    <section className="card planner-result" aria-labelledby="planner-result-title">
      <h2 id="planner-result-title">{t.title({ account: answer.account })}</h2>
      <dl className="planner-compare">
        <div>
          <dt>{t.planner}</dt>
          <dd>{fill(t.lootPerHour, { amount: <strong>≈ {n(schedule.lootPerHour)}</strong> })}</dd>
        </div>
        <div>
          <dt>{t.bestTemplate}</dt>
          <dd>
            {fill(t.lootPerHour, { amount: <strong>≈ {n(template.schedule.lootPerHour)}</strong> })}
            <span className="muted planner-setting">
              {t.templateSetting({
                soldiers: t.soldiersPerAttack(template.setting.troopsPerAttack),
                min: template.setting.minLevel,
                max: template.setting.maxLevel,
                tried: template.tried,
              })}
            </span>
          </dd>
        </div>
      </dl>
      <p className="planner-summary">{summary}</p>
      {better > 0 && <p className="planner-gain">{t.gain({ amount: n(better) })}</p>}
      <p className="muted">
        {t.seen({
          castles: seen.castles.map((c) => t.castle({ name: c.name, soldiers: t.soldiers(Math.round(c.soldiers)) })).join(', ') || t.noCastle,
          commanders: t.commanders(seen.commanders),
          armies: t.armiesOut(seen.armiesOut),
          camps: t.campsInReach(seen.camps),
        })}
      </p>
      <h3>{t.timeline}</h3>
      {schedule.attacks.length === 0 ? (
        <p className="empty">{t.noAttack}</p>
      ) : (
        <ol className="list-plain planner-timeline" aria-label={t.plannedAttacks}>
          {schedule.attacks.map((a, i) => (
            <li key={`${a.sendAt}-${i}`} className="planner-step">
              <div className="planner-step-head">
                <span className="planner-when">{a.sendAt - plan.at < 1000 ? t.now : clock(a.sendAt)}</span>
                <strong>{t.target({ level: a.target.level, x: a.target.x, y: a.target.y })}</strong>
                <span className="planner-chips">
                  <span className="planner-chip">{t.soldiers(Math.round(a.troops))}</span>
                  <span className="planner-chip">{t.loot(Math.round(a.expectedLoot))}</span>
                  <span className="planner-chip">{t.home({ time: clock(a.homeAt) })}</span>
                </span>
              </div>
              <ul className="planner-why">
                {sentences(a.why, a.whyMessages).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <details className="planner-notes">
        <summary>{t.notes}</summary>
        <ul>
          {notes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
