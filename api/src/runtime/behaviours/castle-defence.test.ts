/**
 * Castle Defence against the real game server, checked in the simulated castle: an attack it can hold
 * (tools refilled from stock before it lands, the attack repelled, the used tools refilled after), one it
 * cannot (the soldiers sent to another castle and saved, the player alerted), one it can once its own
 * attack that just left is recalled (`mcm`), and one it cannot with nowhere to send them (the player
 * alerted to act).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { startSimulator } from '../../../../simulator/server';
import { botSpec, gameAccount, lineInGerman, readIn, startGameBot, until, type GameBot } from '../../../test/game-bots';
import { SessionPool } from '../session-pool';
import type { BotSpec } from '../types';
import { mergeLayout, refillSlots } from './defence-slots';

const sim = await startSimulator({ port: 0, seed: 12, timeScale: 3600, raidChancePerHour: 0, attackSpacingMs: 0, pushIntervalMs: 20 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.01, pacing: { attackGapMs: 0, mapTilesPerSecond: 1e9 } });
const BULWARK = 645;
const STAKES = 634;

function account() {
  const spec = botSpec(
    gameAccount(sim, 'Def'),
    'castle-defence',
    { holdMarginPercent: 100, refillTools: 'yes', evacuate: 'yes', checkEverySeconds: 10 },
    'Defence',
  );
  const player = () => sim.world.player(spec.account.zone, spec.account.username)!;
  const home = player().castles.find((c) => c.kingdom === 'green')!;
  // The player's layout, set up in the game: 10 bulwarks on the left wall, 5 stakes in the left moat.
  home.defence.wall.L = [[BULWARK, 10]];
  home.defence.moat.L = [[STAKES, 5]];
  home.tools[BULWARK]! -= 10;
  home.tools[STAKES]! -= 5;
  return { spec, player, home };
}

/** Runs `run` with the bot of `spec` started and past reading the castles' tool layouts, and stops it after. */
async function defending(spec: BotSpec, run: (bot: GameBot) => Promise<void>): Promise<void> {
  const bot = startGameBot(sessions, spec);
  try {
    await until('the layouts read', () => bot.lines.some((l) => l.startsWith('Tool layouts to keep filled: ')), bot.lines);
    await run(bot);
  } finally {
    await bot.stop();
  }
}

/** What the bot decided about the attack coming in (its console line). */
async function decisionOf(bot: GameBot): Promise<string> {
  await until('the decision', () => bot.lines.some((l) => l.startsWith('Incoming: ')), bot.lines);
  return bot.lines.find((l) => l.startsWith('Incoming: '))!;
}

describe('Castle Defence in the game', () => {
  test('an attack it can hold: the used tools refilled from stock before it lands, the attack repelled, the slots refilled after', async () => {
    const { spec, player, home } = account();
    await defending(spec, async (bot) => {
      expect(bot.lines.find((l) => l.startsWith('Tool layouts to keep filled: '))).toBe(`Tool layouts to keep filled: ${home.name}.`);
      // An earlier fight used 7 of the 10 bulwarks.
      home.defence.wall.L = [[BULWARK, 3]];
      const stock = home.tools[BULWARK]!;
      sim.world.launchRaid(spec.account.zone, spec.account.username, { castleId: home.id, strength: 120, travelMinutes: 60, attacker: 'Robber Baron Ragnar' });
      const decision = await decisionOf(bot);
      expect(decision).toMatch(
        /^Incoming: 120 soldiers of Robber Baron Ragnar on .+, landing at \d\d?:\d\d:\d\d [AP]M UTC \(in \d+s\)\. 200 soldiers at home can hold it\. Tools refilled from stock: wall 7 bulwark\.$/,
      );
      // A German reader: the same figures in German words; the alert the bot's name, then that line.
      const german = lineInGerman(bot, decision);
      expect(german).toMatch(
        /^Angriff im Anmarsch: 120 Soldaten von Robber Baron Ragnar auf .+, Einschlag um \d\d:\d\d:\d\d UTC \(in \d+ s\)\. 200 Soldaten daheim halten ihm stand\. Der Bot hat Werkzeuge aus dem Vorrat nachgefüllt: Burgmauer 7 bulwark\.$/,
      );
      const alert = bot.alerts.find((a) => a.message === `Defence: ${decision}`)!;
      expect(readIn('de', alert.message, alert.said)).toBe(`Defence: ${german}`);
      // In the castle: the slot is full again, from stock.
      expect(home.defence.wall.L).toEqual([[BULWARK, 10]]);
      expect(home.tools[BULWARK]).toBe(stock - 7);
      expect(bot.alerts).toContainEqual({
        message: `Defence: ${decision}`,
        kind: 'attack',
        attack: {
          id: expect.stringMatching(/^\d+$/),
          castle: home.name,
          detectedAt: expect.any(Number),
          arrivesAt: expect.any(Number),
          attacker: expect.any(String),
          troops: expect.any(Number),
        },
        said: expect.any(Object),
      });

      await until('the landing and the refill', () => bot.lines.some((l) => l.startsWith('Refilled the tools of ')), bot.lines);
      const report = player()
        .reports.filter((r) => r.kind === 'incoming')
        .at(-1)!;
      expect(report).toMatchObject({ won: true, castleId: home.id });
      expect(home.troops).toBe(200 - report.troopsLost!);
      // The soldiers it reports are the ones after the fight.
      const landed = `The attack of Robber Baron Ragnar on ${home.name} has landed; ${200 - report.troopsLost!} soldiers at home now.`;
      expect(bot.lines).toContain(landed);
      expect(lineInGerman(bot, landed)).toBe(
        `Der Angriff von Robber Baron Ragnar auf ${home.name} ist eingeschlagen; jetzt sind ${200 - report.troopsLost!} Soldaten daheim.`,
      );
      // The fight used every placed tool; the bot put the layout back from stock.
      const refilled = bot.lines.find((l) => l.startsWith('Refilled the tools of '))!;
      expect(refilled).toMatch(/: wall 10 bulwark; moat 5 stakes\.$/);
      expect(lineInGerman(bot, refilled)).toBe(
        `Der Bot hat die Werkzeuge von ${home.name} nach dem Angriff nachgefüllt: Burgmauer 10 bulwark; Burggraben 5 stakes.`,
      );
      expect(home.defence.wall.L).toEqual([[BULWARK, 10]]);
      expect(home.defence.moat.L).toEqual([[STAKES, 5]]);
    });
  }, 30_000);

  test('an attack it cannot hold: the soldiers are sent to another castle and saved, and the player is alerted', async () => {
    const { spec, player, home } = account();
    const refuge = sim.world.grantCastle(spec.account.zone, spec.account.username);
    await defending(spec, async (bot) => {
      sim.world.launchRaid(spec.account.zone, spec.account.username, { castleId: home.id, strength: 300, travelMinutes: 90, attacker: 'Khan Tarik' });
      const decision = await decisionOf(bot);
      expect(decision).toContain(`200 soldiers at home cannot hold it: sent 200 soldiers to ${refuge.name} so they are not lost.`);
      expect(decision).toContain('Resources left in the castle may be lost.');
      expect(lineInGerman(bot, decision)).toContain(
        `200 Soldaten daheim können ihm nicht standhalten: 200 Soldaten wurden nach ${refuge.name} geschickt, damit sie nicht verloren gehen. Rohstoffe in der Burg können verloren gehen.`,
      );
      expect(bot.alerts).toContainEqual({
        message: `Defence: ${decision}`,
        kind: 'attack',
        attack: {
          id: expect.stringMatching(/^\d+$/),
          castle: home.name,
          detectedAt: expect.any(Number),
          arrivesAt: expect.any(Number),
          attacker: expect.any(String),
          troops: expect.any(Number),
        },
        said: expect.any(Object),
      });
      expect(home.troops).toBe(0);

      await until('the landing', () => bot.lines.some((l) => l.startsWith('The attack of Khan Tarik')), bot.lines);
      const report = player()
        .reports.filter((r) => r.kind === 'incoming')
        .at(-1)!;
      // The castle fell, but no soldier was in it: every one is safe in the other castle.
      expect(report).toMatchObject({ won: false, troopsLost: 0, castleId: home.id });
      await until('the soldiers in the refuge', () => refuge.troops === 400, bot.lines);
    });
  }, 30_000);

  test('with no castle of its own to go to, the soldiers stand in the castle of the player named (wsp, then cds)', async () => {
    const { spec, home } = account();
    const ally = gameAccount(sim, 'Ally');
    const shelter = sim.world.player(ally.zone, ally.username)!.castles.find((c) => c.kingdom === 'green')!;
    Object.assign(shelter, { x: home.x + 6, y: home.y });
    await defending({ ...spec, settings: { ...spec.settings, refugePlayer: ally.username } }, async (bot) => {
      sim.world.launchRaid(spec.account.zone, spec.account.username, { castleId: home.id, strength: 300, travelMinutes: 90 });
      const decision = await decisionOf(bot);
      expect(decision).toContain(
        `200 soldiers at home cannot hold it: sent 200 soldiers to stand in ${shelter.name} (${ally.username}) for 3 game hours so they are not lost.`,
      );
      expect(lineInGerman(bot, decision)).toContain(
        `200 Soldaten daheim können ihm nicht standhalten: 200 Soldaten für 3 Spielstunden nach ${shelter.name} (${ally.username}) geschickt, damit sie nicht verloren gehen.`,
      );
      // In the game: out of the castle, and standing (or on their way) in the ally's.
      expect(home.troops).toBe(0);
      expect(shelter.support?.map((s) => s.troops)).toEqual([200]);
    });
  }, 30_000);

  test('an attack it cannot hold with nowhere to send the soldiers: the player is told to act', async () => {
    const { spec, home } = account();
    await defending(spec, async (bot) => {
      sim.world.launchRaid(spec.account.zone, spec.account.username, { castleId: home.id, strength: 280, travelMinutes: 90 });
      const decision = await decisionOf(bot);
      expect(decision).toContain(
        '200 soldiers at home cannot hold it, and there is no other castle of yours in the Great Empire with a free commander to send them to.',
      );
      expect(decision).toEndWith('Act now: recall or send them yourself.');
      expect(lineInGerman(bot, decision)).toEndWith(
        '200 Soldaten daheim können ihm nicht standhalten, und es gibt keine andere Burg von dir im Großen Imperium mit einem freien Feldherrn, in die sie ausweichen könnten. Handle jetzt: Ruf sie zurück oder schick sie selbst weg.',
      );
      expect(bot.alerts.map((a) => a.kind)).toEqual(['attack']);
      expect(home.troops).toBe(200);
    });
  }, 30_000);
});

test('an attack it cannot hold alone: the castle’s own attack that just left is recalled, and is home before the raid lands', async () => {
  // Game time at 60×: the 600 s an attack may be recalled in are 10 s here.
  const slow = await startSimulator({ port: 0, seed: 13, timeScale: 60, raidChancePerHour: 0, attackSpacingMs: 0, pushIntervalMs: 20 });
  try {
    const spec = botSpec(
      gameAccount(slow, 'Rec'),
      'castle-defence',
      { holdMarginPercent: 100, refillTools: 'no', recallArmies: 'yes', evacuate: 'yes', checkEverySeconds: 10 },
      'Defence',
    );
    const player = slow.world.player(spec.account.zone, spec.account.username)!;
    const home = player.castles.find((c) => c.kingdom === 'green')!;
    // 150 of the 200 left on an attack half a second ago; it would be out a minute. The raid below takes 8 s.
    const now = Date.now();
    home.troops = 50;
    player.movements.push({
      id: 900_001,
      type: 'attack',
      castleId: home.id,
      targetId: null,
      troops: 150,
      departedAt: now - 500,
      arrivesAt: now + 60_000,
      loot: null,
      attacker: null,
      lordId: 1,
    });
    const bot = startGameBot(sessions, spec);
    try {
      await until('the castles read', () => bot.lines.some((l) => l.startsWith('No tools are placed') || l.startsWith('Tool layouts')), bot.lines);
      const raid = slow.world.launchRaid(spec.account.zone, spec.account.username, { castleId: home.id, strength: 180, travelMinutes: 8 });
      const decision = await decisionOf(bot);
      expect(decision).toMatch(
        /50 soldiers at home cannot hold it alone: recalled 150 soldiers from 1 attack, home at \d\d?:\d\d:\d\d [AP]M UTC before it lands: with them, 200 hold it\.$/,
      );
      expect(lineInGerman(bot, decision)).toMatch(
        /Allein reicht es nicht \(50 Soldaten daheim können ihm nicht standhalten\); 150 Soldaten von 1 Angriff zurückgerufen, um \d\d:\d\d:\d\d UTC daheim, bevor er einschlägt: Mit ihnen halten 200 stand\.$/,
      );
      // In the game: the attack turned round (a return now) and is home before the raid lands; nobody was
      // sent away, so 50 + 150 meet the raid's 180.
      const back = player.movements.find((m) => m.id === 900_001)!;
      expect([back.type, back.troops, back.arrivesAt < raid.arrivesAt]).toEqual(['return', 150, true]);
      expect(home.troops).toBe(50);
    } finally {
      await bot.stop();
    }
  } finally {
    slow.stop();
  }
}, 30_000);

describe('the layout kept and refilled', () => {
  test('a slot emptied by a fight keeps its tool; a slot given another tool takes it', () => {
    const first = { wall: { L: [[645, 10]], M: [], R: [] }, moat: { L: [[634, 5]], M: [], R: [] }, keep: [] } as Parameters<typeof mergeLayout>[1];
    const after = mergeLayout(first, { wall: { L: [[-1, 0]], M: [], R: [] }, moat: { L: [[637, 2]], M: [], R: [] }, keep: [] });
    expect(after.wall.L).toEqual([[645, 10]]);
    expect(after.moat.L).toEqual([[637, 2]]);
  });

  test('refills up to the layout, as far as stock goes, and leaves other tools alone', () => {
    const stock = new Map([[645, 4]]);
    const { slots, added } = refillSlots(
      [
        [645, 10],
        [645, 10],
        [-1, 0],
      ],
      [
        [645, 3],
        [-1, 0],
        [637, 1],
      ],
      stock,
    );
    expect(slots).toEqual([
      [645, 7],
      [-1, 0],
      [637, 1],
    ]);
    expect([...added]).toEqual([[645, 4]]);
    expect(stock.get(645)).toBe(0);
  });
});

describe('two attacks on one castle', () => {
  test('the tools the first one used are back before the second lands', async () => {
    const { spec, player, home } = account();
    await defending(spec, async (bot) => {
      sim.world.launchRaid(spec.account.zone, spec.account.username, { castleId: home.id, strength: 100, travelMinutes: 60 });
      sim.world.launchRaid(spec.account.zone, spec.account.username, { castleId: home.id, strength: 60, travelMinutes: 1200 });
      await until('the first landing', () => bot.lines.some((l) => l.includes('has landed')), bot.lines);
      // The landing used the placed tools up; they are back (from stock) while the second attack is still on its way.
      await until('the wall full again', () => JSON.stringify(home.defence.wall.L) === JSON.stringify([[BULWARK, 10]]), bot.lines, 5_000);
      expect(player().movements.some((m) => m.type === 'incoming')).toBe(true);
      expect(player().reports.filter((r) => r.kind === 'incoming')).toHaveLength(1);
    });
  }, 30_000);
});
