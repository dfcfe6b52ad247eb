/** A plan as a timeline: each attack with when, where, how many and its reasons; above it, the plan against the best template setting. */
import type { PlanAnswer } from './actions';

const n = (v: number) => Math.round(v).toLocaleString('en');
const clock = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function PlanResult({ answer }: { answer: PlanAnswer }) {
  const { plan, seen } = answer;
  const { schedule, template } = plan;
  const [summary, ...notes] = plan.notes;
  const better = schedule.lootPerHour - template.schedule.lootPerHour;
  return (
    <section className="card planner-result" aria-labelledby="planner-result-title">
      <h2 id="planner-result-title">Plan for {answer.account}</h2>
      <dl className="planner-compare">
        <div>
          <dt>Strategy Planner</dt>
          <dd>
            <strong>≈ {n(schedule.lootPerHour)}</strong> loot an hour
          </dd>
        </div>
        <div>
          <dt>Best template setting</dt>
          <dd>
            <strong>≈ {n(template.schedule.lootPerHour)}</strong> loot an hour
            <span className="muted planner-setting">
              {template.setting.troopsPerAttack} soldiers per attack, levels {template.setting.minLevel}–{template.setting.maxLevel} (best of {template.tried})
            </span>
          </dd>
        </div>
      </dl>
      <p className="planner-summary">{summary}</p>
      {better > 0 && <p className="planner-gain">The plan expects {n(better)} more loot an hour than the template would.</p>}
      <p className="muted">
        Seen in the game: {seen.castles.map((c) => `${c.name} (${n(c.soldiers)} soldiers)`).join(', ') || 'no castle with soldiers'}; {seen.commanders} commanders, {seen.armiesOut} armies out,{' '}
        {seen.camps} camps in reach.
      </p>
      <h3>Timeline</h3>
      {schedule.attacks.length === 0 ? (
        <p className="empty">No attack fits your rules within these hours.</p>
      ) : (
        <ol className="list-plain planner-timeline" aria-label="Planned attacks">
          {schedule.attacks.map((a, i) => (
            <li key={`${a.sendAt}-${i}`} className="planner-step">
              <div className="planner-step-head">
                <span className="planner-when">{a.sendAt - plan.at < 1000 ? 'Now' : clock(a.sendAt)}</span>
                <strong>
                  Level {a.target.level} camp at {a.target.x}:{a.target.y}
                </strong>
                <span className="planner-chips">
                  <span className="planner-chip">{n(a.troops)} soldiers</span>
                  <span className="planner-chip">≈ {n(a.expectedLoot)} loot</span>
                  <span className="planner-chip">home {clock(a.homeAt)}</span>
                </span>
              </div>
              <ul className="planner-why">
                {a.why.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <details className="planner-notes">
        <summary>What the plan rests on</summary>
        <ul>
          {notes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
