/**
 * The script library: worked examples a player opens in the editor and saves as their own. Each is a
 * whole script that runs as it stands (a test compiles every one and runs the first against the local
 * game server).
 */
export type ScriptExample = { id: string; name: string; description: string; source: string };

export const SCRIPT_LIBRARY: ScriptExample[] = [
  {
    id: 'nearest-baron',
    name: 'Farm the nearest robber baron castle',
    description: 'Attacks the nearest ready robber baron castle whenever enough soldiers are home, and counts the attacks.',
    source: `// Attacks the nearest ready robber baron castle whenever 50 soldiers are home.
const SOLDIERS = 50;

export function step(api, state) {
  const home = api.castle;
  if (!home || home.soldiers === null) return;
  if (home.soldiers < SOLDIERS) {
    api.log(\`Waiting for soldiers: \${home.soldiers} at home.\`);
    return api.wait(60);
  }
  const camp = api.map.find((row) => row.kind === 'baron' && row.ready);
  if (!camp) {
    api.log('No robber baron castle ready nearby.');
    return api.wait(120);
  }
  api.attack(camp, SOLDIERS);
  state.attacks = (state.attacks ?? 0) + 1;
  api.log(\`Attack \${state.attacks}: the level \${camp.level} camp at \${camp.x}:\${camp.y}.\`);
}
`,
  },
  {
    id: 'taxes-when-low',
    name: 'Collect taxes when coins are low',
    description: 'Keeps the tax collector busy while the treasury is below a floor.',
    source: `// Brings the tax collector's coins in (or sends it out) while coins are below 5,000.
const FLOOR = 5000;

export function step(api) {
  if (api.player.coins < FLOOR && api.tax?.state !== 'collecting') {
    api.collectTaxes();
    api.log(\`Coins at \${api.player.coins}: tending the tax collector.\`);
  }
  api.wait(300);
}
`,
  },
  {
    id: 'log-incoming',
    name: 'Log incoming attacks',
    description: 'Writes one console line for each attack on your castles, with when it lands.',
    source: `// One line per incoming attack; the ids already told are kept in the state.
export function step(api, state) {
  const told = new Set(state.told ?? []);
  for (const m of api.movements) {
    if (m.kind !== 'incoming' || told.has(m.id)) continue;
    const minutes = Math.round((m.arrivesAt - api.now) / 60000);
    console.log(\`Incoming: \${m.attacker ?? 'someone'} with \${m.soldiers} soldiers, lands in \${minutes} min.\`);
    told.add(m.id);
  }
  state.told = [...told].slice(-50);
  api.wait(30);
}
`,
  },
  {
    id: 'recruit-with-food',
    name: 'Recruit while food allows',
    description: 'Recruits spearmen in the main castle when food and coins are both plentiful, up to a target army.',
    source: `// Recruits 20 spearmen at a time while food > 3,000, coins > 2,000 and fewer than 400 are home.
export function step(api) {
  const c = api.castle;
  if (!c || !c.resources || c.soldiers === null) return;
  if (c.soldiers < 400 && c.resources.food > 3000 && api.player.coins > 2000) {
    api.recruit(20);
    api.log(\`Recruiting 20 spearmen (\${c.soldiers} at home).\`);
  }
  api.wait(600);
}
`,
  },
  {
    id: 'skip-then-farm',
    name: 'Skip a cooldown, then farm',
    description: 'When every robber baron castle nearby is cooling down, uses one 1-minute time skip on the nearest and attacks it once ready.',
    source: `// Farms baron camps; when none is ready, a 1-minute skip on the nearest (while you have some).
export function step(api) {
  const home = api.castle;
  if (!home || (home.soldiers ?? 0) < 30) return api.wait(60);
  const camps = api.map.filter((row) => row.kind === 'baron');
  const ready = camps.find((row) => row.ready);
  if (ready) return api.attack(ready, 30);
  const nearest = camps[0];
  if (nearest && (api.skips?.MS1 ?? 0) > 0 && nearest.readyAt - api.now < 5 * 60000) {
    api.skip(nearest, 'MS1');
    api.log(\`Skipping a minute of the camp at \${nearest.x}:\${nearest.y}.\`);
  }
}
`,
  },
];
