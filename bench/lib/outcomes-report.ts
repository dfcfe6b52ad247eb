/**
 * bench/outcomes' table and issue 65's targets, from the runs it measured. The targets hold the templates
 * that attack robber baron camps, whose defence the game's own tables give (the Robber Baron Farmer and the
 * Strategy Planner): "a camp in reach" is one of theirs. Fortresses and sea forts are in the table, not
 * judged: no table of the game's says what defends them (docs/benchmarks.md, issue 52).
 */

/** What one run counted: the game server's records, the army counted at both ends, and the upkeep it paid for. */
export type Result = {
  loot: number;
  lost: number;
  won: number;
  lostFights: number;
  idleMin: number;
  longestIdleMin: number;
  stalledMin: number;
  armyStart: number;
  armyEnd: number;
  /** Soldiers in the hospitals at the end (wounded and being healed); null when the simulator has none. */
  hospitalEnd: number | null;
  /** The player's coins when the bot started and when it stopped: what upkeep had to draw on. */
  coinsStart: number;
  coinsEnd: number;
  recruitCoins: number;
  recruited: number;
  /** Null when the simulator has no hospital. */
  healCoins: number | null;
  healed: number | null;
};

export type Run = { template: string; level: number; soldiers: number; result: Result };

/** The templates whose camps the game's tables size (robber baron camps). */
const JUDGED = new Set(['baron-farmer', 'strategy-planner']);
/**
 * Last week's loot a game hour of a new player (level 1) on the defaults, as this bench measured it at the
 * end of issue 52 (docs/benchmarks.md, "Issue 52: bots that win"): issue 65's target is twice it.
 */
const LAST_WEEK_NEW_PLAYER_LOOT_PER_HOUR: Record<string, number> = { 'baron-farmer': 263, 'strategy-planner': 462 };
const TARGET = { stalledShare: 0.05, armyKept: 0.9, lootFactor: 2 };

const n = (v: number, digits = 0) => v.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (v: number) => `${n(v * 100, 1)} %`;
const orDash = (v: number | null, show: (v: number) => string = (x) => n(x)) => (v === null ? '—' : show(v));
const label = (run: Run) => `${run.template} L${run.level}`;

export function printTable(runs: Run[], gameHours: number) {
  const header = [
    'template',
    'account',
    'loot / game day',
    'loot / game hour',
    'soldiers lost / 1,000 loot',
    'won',
    'lost',
    'army start → end',
    'in hospital at end',
    'coins start → end',
    'upkeep coins: recruit · heal',
    'recruited · healed',
    'stalled (game min, share)',
    'idle shown active, longest (game min)',
  ];
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const run of runs) {
    const r = run.result;
    const perLoot = r.loot > 0 ? n((r.lost / r.loot) * 1000, 1) : r.lost > 0 ? `${r.lost} lost, no loot` : '0';
    const army = `${n(r.armyStart)} → ${n(r.armyEnd)} (${pct(r.armyEnd / Math.max(1, r.armyStart))})`;
    const cells = [
      run.template,
      `level ${run.level}, ${n(run.soldiers)} a castle`,
      n((r.loot / gameHours) * 24),
      n(r.loot / gameHours),
      perLoot,
      n(r.won),
      n(r.lostFights),
      army,
      orDash(r.hospitalEnd),
      `${n(r.coinsStart)} → ${n(r.coinsEnd)}`,
      `${n(r.recruitCoins)} · ${orDash(r.healCoins)}`,
      `${n(r.recruited)} · ${orDash(r.healed)}`,
      `${n(r.stalledMin)} (${pct(r.stalledMin / (gameHours * 60))})`,
      `${n(r.idleMin)}, ${n(r.longestIdleMin)}`,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

/** One target: passed when every judged run meets it; the runs that miss it are named with their figure. */
function verdict(name: string, runs: Run[], misses: (run: Run) => string | null) {
  const missed = runs.map((run) => misses(run)).filter((m): m is string => m !== null);
  console.log(`- ${missed.length === 0 ? 'PASS' : 'FAIL'}: ${name}${missed.length ? ` (missed by ${missed.join('; ')})` : ''}`);
}

export function printTargets(runs: Run[], gameHours: number) {
  const judged = runs.filter((run) => JUDGED.has(run.template));
  if (judged.length === 0) return;
  console.log(`\nIssue 65's targets, on the defaults (${[...JUDGED].join(', ')}; fortresses and sea forts are not judged):`);
  verdict(`stalled ≤ ${pct(TARGET.stalledShare)} of game time at every level`, judged, (run) => {
    const share = run.result.stalledMin / (gameHours * 60);
    return share > TARGET.stalledShare ? `${label(run)} ${pct(share)}` : null;
  });
  verdict(`army at the end ≥ ${pct(TARGET.armyKept)} of the start`, judged, (run) => {
    const kept = run.result.armyEnd / Math.max(1, run.result.armyStart);
    return kept < TARGET.armyKept ? `${label(run)} ${pct(kept)}` : null;
  });
  verdict('no attack lost to a camp in reach', judged, (run) => (run.result.lostFights > 0 ? `${label(run)} ${run.result.lostFights} lost` : null));
  const lastWeek = Object.entries(LAST_WEEK_NEW_PLAYER_LOOT_PER_HOUR).map(([template, perHour]) => `${template} ${n(perHour * 24)} a day`);
  verdict(
    `a new player's loot a game day ≥ ${TARGET.lootFactor}× last week's (${lastWeek.join(', ')})`,
    judged.filter((run) => run.level === 1),
    (run) => {
      const perDay = (run.result.loot / gameHours) * 24;
      const target = TARGET.lootFactor * LAST_WEEK_NEW_PLAYER_LOOT_PER_HOUR[run.template]! * 24;
      return perDay < target ? `${label(run)} ${n(perDay)} of ${n(target)}` : null;
    },
  );
}
