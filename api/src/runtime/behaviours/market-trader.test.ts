/**
 * Market Trader against the real game server: on our market it sells a surplus within the price rule and
 * buys a shortfall, each logged with its reason, refuses a price outside the rule with a console line and
 * keeps the lines (two bots of one account sell a surplus once); on a server without our market (a live
 * one) it sends no coin market command and only reports what it would trade; its daily caps count on after
 * a restart. Before any of that, on every server, the surplus goes by market barrow to the player's short
 * castles in the same kingdom (none to another kingdom), waits for free carriages, and sends less after a
 * refusal for too few. Checked in the game's own state.
 */
import { afterAll, beforeEach, expect, test } from 'bun:test';
import { dayOf } from '@shared/day';
import { unitUpkeep } from '@shared/game-data/upkeep';
import { UNIT } from '@shared/game-wire/ids';
import { startSimulator } from '../../../../simulator/server';
import { botSpec, gameAccount, lineInGerman, startGameBot, until, type GameBot } from '../../../test/game-bots';
import type { BotSpec } from '../types';
import { SessionPool } from '../session-pool';
import { MARKET_CARRIAGES } from '../../../../simulator/core/rules';
import { NO_CARRIAGES_LINE, NO_MARKET_LINE, OUR_MARKET_LINE } from './market-trader';

const sim = await startSimulator({ port: 0, seed: 41, raidChancePerHour: 0, maxRequestsPerSecond: 500 });
afterAll(() => sim.stop());
const sessions = new SessionPool({ paceScale: 0.001, client: { minIntervalMs: 10 } });

/** Every command the game server was sent, by name, and with its payload. */
const sent: string[] = [];
const calls: Array<{ command: string; payload: unknown }> = [];
const execute = sim.world.execute.bind(sim.world);
sim.world.execute = (zone, name, command, payload, connection) => {
  sent.push(command);
  calls.push({ command, payload });
  return execute(zone, name, command, payload, connection);
};

/** Every side off unless a test turns it on; trades of at most 2,000; a round each minute (sped up). */
const OFF = {
  woodSellAbove: 0,
  woodMinSellPrice: 1,
  woodBuyBelow: 0,
  woodMaxBuyPrice: 1,
  woodMaxPerDay: 50_000,
  stoneSellAbove: 0,
  stoneMinSellPrice: 1,
  stoneBuyBelow: 0,
  stoneMaxBuyPrice: 1,
  stoneMaxPerDay: 50_000,
  foodSellAbove: 0,
  foodMinSellPrice: 1,
  foodBuyBelow: 0,
  foodMaxBuyPrice: 1,
  foodMaxPerDay: 50_000,
  maxPerTrade: 2_000,
  keepCoins: 0,
  tradeEveryMinutes: 1,
};

/** A main castle with this stock and nothing produced meanwhile but the food its soldiers eat (units.json foodSupply), and these coins. */
function castleOf(account: { zone: string; username: string }, stock: { wood: number; stone: number; food: number }, coins: number) {
  const player = sim.world.player(account.zone, account.username)!;
  const castle = player.castles.find((c) => c.kingdom === 'green')!;
  castle.resources = { ...stock };
  castle.baseProduction = { wood: 0, stone: 0, food: castle.troops * unitUpkeep(UNIT.SPEARMAN)!.foodPerHour };
  player.coins = coins;
  return { player, castle };
}

/** Runs `run` with the bot of `spec` trading, and answers the bot once stopped after it. */
async function trading(spec: BotSpec, run: (bot: GameBot) => Promise<unknown>): Promise<GameBot> {
  const bot = startGameBot(sessions, spec, 0.001);
  try {
    await run(bot);
  } finally {
    await bot.stop();
  }
  return bot;
}

beforeEach(() => {
  sent.length = 0;
  calls.length = 0;
  sim.world.market.open = true;
  sim.world.market.setPrices({ wood: { sell: 3, buy: 6 }, stone: { sell: 4, buy: 8 }, food: { sell: 1, buy: 2 } });
});

test('sells a surplus within the price rule and buys a shortfall, each logged with its reason; a price outside the rule is refused with a console line', async () => {
  const account = gameAccount(sim, 'Mkt');
  const { player, castle } = castleOf(account, { wood: 9_000, stone: 1_000, food: 5_000 }, 10_000);
  const settings = {
    ...OFF,
    woodSellAbove: 6_000,
    woodMinSellPrice: 3,
    stoneBuyBelow: 3_000,
    stoneMaxBuyPrice: 8,
    foodSellAbove: 4_000,
    foodMinSellPrice: 2,
    keepCoins: 9_000,
  };
  await trading(botSpec(account, 'market-trader', settings), async (bot) => {
    await until('the food refused', () => bot.lines.some((l) => l.startsWith('Did not sell')), bot.lines);
    expect(bot.lines).toContain(OUR_MARKET_LINE);
    // One trade a step, taking turns: the wood sold last waits behind the stone.
    expect(bot.lines.filter((l) => /^(Sold|Bought)/.test(l))).toEqual([
      'Sold 2,000 wood at 3 coins per 100 (60 coins): wood above 6,000 (your surplus rule).',
      'Bought 2,000 stone at 8 coins per 100 (160 coins): stone below 3,000 (your reserve rule).',
      'Sold 1,000 wood at 3 coins per 100 (30 coins): wood above 6,000 (your surplus rule).',
    ]);
    expect(bot.lines).toContain('Did not sell 1,000 food: the market pays 1 coin per 100, below your lowest price of 2 coins per 100.');
    // In German: the amounts, prices and coins written the German way, the resources in German words.
    expect(lineInGerman(bot, 'Sold 2,000 wood at 3 coins per 100 (60 coins): wood above 6,000 (your surplus rule).')).toBe(
      'Der Bot hat 2.000 Holz zu 3 Münzen pro 100 verkauft (60 Münzen): Holz über 6.000 (deine Überschussregel).',
    );
    expect(lineInGerman(bot, 'Did not sell 1,000 food: the market pays 1 coin per 100, below your lowest price of 2 coins per 100.')).toBe(
      'Der Bot hat 1.000 Nahrung nicht verkauft: Der Markt zahlt 1 Münze pro 100, unter deinem Mindestpreis von 2 Münzen pro 100.',
    );
    expect(lineInGerman(bot, OUR_MARKET_LINE)).toStartWith('Dieser Spielserver betreibt unseren eigenen Münzmarkt');
    // In the game: the wood down to its line, the stone up to its reserve, the food untouched, the coins paid.
    expect(castle.resources).toEqual({ wood: 6_000, stone: 3_000, food: 5_000 });
    expect(player.coins).toBe(10_000 + 60 + 30 - 160);
    expect(bot.trades.map((t) => [t.side, t.resource, t.amount, t.price, t.coins, t.executed, t.market, t.reason])).toEqual([
      ['sell', 'wood', 2_000, 3, 60, true, 'ours', 'wood above 6,000 (your surplus rule)'],
      ['buy', 'stone', 2_000, 8, 160, true, 'ours', 'stone below 3,000 (your reserve rule)'],
      ['sell', 'wood', 1_000, 3, 30, true, 'ours', 'wood above 6,000 (your surplus rule)'],
    ]);
    expect(new Set(bot.trades.map((t) => t.id)).size).toBe(3);
    // The food price rises into the rule: sold on the next round.
    sim.world.market.setPrices({ food: { sell: 2, buy: 4 } });
    await until('food sold', () => bot.lines.some((l) => l.startsWith('Sold 1,000 food at 2 coins per 100')), bot.lines);
    expect(castle.resources.food).toBe(4_000);
  });
}, 30_000);

test('two bots of one account share the surplus through the session’s ledger: the line holds', async () => {
  const account = gameAccount(sim, 'Two');
  const { castle } = castleOf(account, { wood: 9_500, stone: 2_000, food: 2_000 }, 1_000);
  const settings = { ...OFF, woodSellAbove: 6_000, woodMinSellPrice: 3 };
  const first = startGameBot(sessions, { ...botSpec(account, 'market-trader', settings), botId: `${account.username}-a` }, 0.001);
  const second = startGameBot(sessions, { ...botSpec(account, 'market-trader', settings), botId: `${account.username}-b` }, 0.001);
  try {
    const idle = (lines: string[]) => lines.includes('Nothing to trade: each resource is between your reserve and surplus lines.');
    const both = { lines: [] as string[] };
    await until(
      'both idle',
      () => {
        both.lines = [...first.lines, '--', ...second.lines];
        return idle(first.lines) && idle(second.lines) && castle.resources.wood === 6_000;
      },
      both.lines,
    ).catch((err) => {
      throw new Error(`${err.message}\n${both.lines.join('\n')}`);
    });
    const sold = [...first.trades, ...second.trades].reduce((sum, t) => sum + t.amount, 0);
    expect(sold).toBe(3_500);
    expect(castle.resources.wood).toBe(6_000);
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
}, 30_000);

test('on a server without our market (a live one): no market command is sent, what it would trade is reported once', async () => {
  sim.world.market.open = false;
  const account = gameAccount(sim, 'Live');
  const { player, castle } = castleOf(account, { wood: 9_000, stone: 1_000, food: 5_000 }, 10_000);
  const settings = { ...OFF, woodSellAbove: 6_000, woodMinSellPrice: 3, stoneBuyBelow: 3_000, stoneMaxBuyPrice: 8 };
  await trading(botSpec(account, 'market-trader', settings), async (bot) => {
    await until('the report', () => bot.lines.some((l) => l.startsWith('Would buy')), bot.lines);
    // Several rounds: the same would-be trades are not logged again within the hour.
    await until('more rounds', () => sent.filter((c) => c === 'dcl').length >= 4, bot.lines);
    expect(bot.lines).toContain(NO_MARKET_LINE);
    expect(bot.lines.filter((l) => l.startsWith('Would'))).toEqual([
      'Would sell 3,000 wood: wood above 6,000 (your surplus rule). Nothing was sent (no market on this server).',
      'Would buy 2,000 stone: stone below 3,000 (your reserve rule). Nothing was sent (no market on this server).',
    ]);
    expect(lineInGerman(bot, 'Would buy 2,000 stone: stone below 3,000 (your reserve rule). Nothing was sent (no market on this server).')).toBe(
      'Der Bot würde 2.000 Stein kaufen: Stein unter 3.000 (deine Reserveregel). Geschickt wurde nichts (auf diesem Server gibt es keinen Markt).',
    );
    expect(bot.trades.map((t) => [t.side, t.resource, t.amount, t.price, t.coins, t.executed, t.market])).toEqual([
      ['sell', 'wood', 3_000, null, null, false, 'none'],
      ['buy', 'stone', 2_000, null, null, false, 'none'],
    ]);
    expect(sent.filter((c) => c === 'omp' || c === 'omt')).toEqual([]);
    expect(castle.resources).toEqual({ wood: 9_000, stone: 1_000, food: 5_000 });
    expect(player.coins).toBe(10_000);
  });
}, 30_000);

test('the daily cap counts on from the trade log after a restart', async () => {
  const account = gameAccount(sim, 'Cap');
  const { castle } = castleOf(account, { wood: 9_000, stone: 2_000, food: 2_000 }, 1_000);
  const settings = { ...OFF, woodSellAbove: 6_000, woodMinSellPrice: 3, woodMaxPerDay: 10_000 };
  const spec = { ...botSpec(account, 'market-trader', settings), tradedToday: { day: dayOf(Date.now()), sold: { wood: 9_400 }, bought: {} } };
  await trading(spec, async (bot) => {
    await until('capped', () => bot.lines.includes('Your daily cap of 10,000 wood sold is reached: no more today (UTC).'), bot.lines);
    // 600 were left of the cap: one sale of 600, then the cap.
    expect(bot.trades.map((t) => t.amount)).toEqual([600]);
    expect(castle.resources.wood).toBe(8_400);
  });
}, 30_000);

test('the daily cap is counted before each trade, where a restart keeps it: started again without its trade log, the bot sells nothing past the cap', async () => {
  const account = gameAccount(sim, 'Counted');
  const { castle } = castleOf(account, { wood: 9_000, stone: 2_000, food: 2_000 }, 1_000);
  const settings = { ...OFF, woodSellAbove: 1_000, woodMinSellPrice: 3, woodMaxPerDay: 3_000 };
  const capped = 'Your daily cap of 3,000 wood sold is reached: no more today (UTC).';
  const first = await trading(botSpec(account, 'market-trader', settings), (bot) => until('capped', () => bot.lines.includes(capped), bot.lines));
  expect(first.trades.map((t) => t.amount)).toEqual([2_000, 1_000]);
  // Its trade reports lost (no trade log for the spec): the day's count alone holds the cap.
  const second = await trading(botSpec(account, 'market-trader', settings), (bot) => until('capped again', () => bot.lines.includes(capped), bot.lines));
  expect(second.trades).toEqual([]);
  expect(castle.resources.wood).toBe(6_000);
}, 30_000);

/** A second castle of the account in the Great Empire, short of stone, producing nothing. */
function outpostOf(account: { zone: string; username: string }, stone: number) {
  const outpost = sim.world.grantCastle(account.zone, account.username);
  Object.assign(outpost, { name: 'Thornwall', resources: { wood: 5_000, stone, food: 5_000 }, baseProduction: { wood: 0, stone: 0, food: 0 } });
  return outpost;
}

/** Stone moves by market barrow above 4,000 in the main castle, to castles below 1,000; the main castle's own stone is bought below 1,000. */
const CARRIAGE_RULES = { ...OFF, stoneSellAbove: 4_000, stoneMinSellPrice: 1, stoneBuyBelow: 1_000, stoneMaxBuyPrice: 8 };
const crmSent = () => calls.filter((c) => c.command === 'crm');

/** A new account's main castle "Home" with `stone` (2,000 wood and food, 1,000 coins), and Thornwall short of stone. */
function homeAndOutpost(name: string, stone: number, outpostStone: number) {
  const account = gameAccount(sim, name);
  const { player, castle } = castleOf(account, { wood: 2_000, stone, food: 2_000 }, 1_000);
  castle.name = 'Home';
  return { account, player, castle, outpost: outpostOf(account, outpostStone) };
}

test('a short castle in the same kingdom gets the surplus by market barrow first, the rest is sold, the surplus line holds; no castle in another kingdom is sent to', async () => {
  const { account, player, castle, outpost } = homeAndOutpost('Cart', 6_000, 300);
  // The castle in the Burning Sands is short too, but crm moves goods within a kingdom (kgt is Resource Collector's).
  const sands = player.castles.find((c) => c.kingdom === 'sands')!;
  Object.assign(sands, { resources: { ...sands.resources, stone: 0 }, baseProduction: { wood: 0, stone: 0, food: 0 } });
  await trading(botSpec(account, 'market-trader', CARRIAGE_RULES), async (bot) => {
    await until('the rest sold and idle', () => bot.lines.includes('Nothing to trade: each resource is between your reserve and surplus lines.'), bot.lines);
    expect(bot.lines.filter((l) => /^(Sent|Sold)/.test(l))).toEqual([
      'Sent 700 stone to Thornwall by market barrow: Thornwall holds 300 stone, under your reserve of 1,000; Home had 2,000 above your surplus line.',
      'Sold 1,300 stone at 4 coins per 100 (52 coins): stone above 4,000 (your surplus rule).',
    ]);
    expect(bot.trades[0]).toMatchObject({
      side: 'send',
      resource: 'stone',
      amount: 700,
      to: 'Thornwall',
      price: null,
      coins: null,
      executed: true,
      market: 'carriage',
    });
    // Several rounds while the carriage is on the road: what is on its way counts, so it is sent once.
    await until('more rounds', () => calls.filter((c) => c.command === 'cmi').length >= 3, bot.lines);
    expect(crmSent().map((c) => c.payload)).toEqual([{ KID: 0, SID: castle.id, TX: outpost.x, TY: outpost.y, HBW: -1, PTT: 0, SD: 0, G: [['S', 700]] }]);
    // In the game: the main castle down to its line, the goods on the road in one carriage, the other kingdom untouched.
    expect(castle.resources.stone).toBe(4_000);
    const carriage = player.movements.find((m) => m.type === 'market')!;
    expect([carriage.toCastleId, carriage.loot, carriage.carriages]).toEqual([outpost.id, { wood: 0, stone: 700, food: 0 }, 1]);
    expect(sands.resources.stone).toBe(0);
    // The carriage arrives (its trip shortened): Thornwall holds its reserve.
    carriage.arrivesAt = Date.now();
    sim.world.advance(player);
    expect(outpost.resources.stone).toBe(1_000);
  });
}, 30_000);

test('no free carriage: said once, nothing sent, and the surplus the short castle waits for is not sold; sent once the carriages are home', async () => {
  const { account, castle } = homeAndOutpost('Wait', 6_000, 300);
  castle.carriagesAway = [{ count: MARKET_CARRIAGES.perCastle, homeAt: Date.now() + 3_600_000 }];
  await trading(botSpec(account, 'market-trader', CARRIAGE_RULES), async (bot) => {
    const waiting = 'No free market barrow in Home: waiting for them to come home before sending to Thornwall.';
    await until('the sale', () => bot.lines.some((l) => l.startsWith('Sold')), bot.lines);
    await until('more rounds', () => calls.filter((c) => c.command === 'cmi').length >= 3, bot.lines);
    expect(bot.lines.filter((l) => l === waiting)).toHaveLength(1);
    expect(crmSent()).toEqual([]);
    // 2,000 above the line, 700 of it held for Thornwall: 1,300 sold.
    expect(bot.lines.filter((l) => l.startsWith('Sold'))).toEqual(['Sold 1,300 stone at 4 coins per 100 (52 coins): stone above 4,000 (your surplus rule).']);
    expect(castle.resources.stone).toBe(4_700);
    castle.carriagesAway = [];
    await until('the send', () => bot.lines.some((l) => l.startsWith('Sent 700 stone to Thornwall')), bot.lines);
    expect(castle.resources.stone).toBe(4_000);
  });
}, 30_000);

test('too few carriages for the load: refused with a warning line, and the next send is smaller', async () => {
  const { account, castle } = homeAndOutpost('Load', 9_000, 500);
  // One carriage at home: it carries MARKET_CARRIAGES.capacity (1,000), not the 1,500 Thornwall lacks.
  castle.carriagesAway = [{ count: MARKET_CARRIAGES.perCastle - 1, homeAt: Date.now() + 3_600_000 }];
  const settings = { ...CARRIAGE_RULES, stoneSellAbove: 4_000, stoneBuyBelow: 2_000, stoneMinSellPrice: 100 };
  await trading(botSpec(account, 'market-trader', settings), async (bot) => {
    await until('the smaller send', () => bot.lines.some((l) => l.startsWith('Sent')), bot.lines);
    expect(bot.lines).toContain('Did not send 1,500 stone to Thornwall: Home has too few market barrows at home for it; the next send is smaller.');
    expect(bot.lines.filter((l) => l.startsWith('Sent'))).toEqual([
      'Sent 750 stone to Thornwall by market barrow: Thornwall holds 500 stone, under your reserve of 2,000; Home had 5,000 above your surplus line.',
    ]);
    expect(lineInGerman(bot, 'Did not send 1,500 stone to Thornwall: Home has too few market barrows at home for it; the next send is smaller.')).toBe(
      'Der Bot hat 1.500 Stein nicht nach Thornwall geschickt: Home hat dafür zu wenige Handelskarren daheim; die nächste Lieferung ist kleiner.',
    );
    expect(
      lineInGerman(
        bot,
        'Sent 750 stone to Thornwall by market barrow: Thornwall holds 500 stone, under your reserve of 2,000; Home had 5,000 above your surplus line.',
      ),
    ).toBe(
      'Der Bot hat 750 Stein mit Handelskarren nach Thornwall geschickt: Thornwall hat 500 Stein, unter deiner Reserve von 2.000; Home hatte 5.000 über deiner Überschussgrenze.',
    );
    expect(castle.resources.stone).toBe(9_000 - 750);
  });
}, 30_000);

test('on a server without our market (a live one) the surplus still goes by market barrow; the rest is reported', async () => {
  sim.world.market.open = false;
  const { account, castle, outpost } = homeAndOutpost('LiveCart', 6_000, 300);
  await trading(botSpec(account, 'market-trader', CARRIAGE_RULES), async (bot) => {
    await until('the report', () => bot.lines.some((l) => l.startsWith('Would sell')), bot.lines);
    expect(bot.lines).toContain(NO_MARKET_LINE);
    expect(bot.lines.filter((l) => /^(Sent|Would)/.test(l))).toEqual([
      'Sent 700 stone to Thornwall by market barrow: Thornwall holds 300 stone, under your reserve of 1,000; Home had 2,000 above your surplus line.',
      'Would sell 1,300 stone: stone above 4,000 (your surplus rule). Nothing was sent (no market on this server).',
    ]);
    expect(crmSent().map((c) => (c.payload as { TX: number; TY: number }).TX)).toEqual([outpost.x]);
    expect(calls.filter((c) => c.command === 'omp' || c.command === 'omt')).toEqual([]);
    expect(castle.resources.stone).toBe(5_300);
  });
}, 30_000);

test('turned off in the settings: said once, and no carriage command is sent', async () => {
  const account = gameAccount(sim, 'Off');
  const { castle } = castleOf(account, { wood: 2_000, stone: 6_000, food: 2_000 }, 1_000);
  outpostOf(account, 300);
  await trading(botSpec(account, 'market-trader', { ...CARRIAGE_RULES, sendToCastles: 'no' }), async (bot) => {
    await until('the surplus sold', () => castle.resources.stone === 4_000, bot.lines);
    expect(bot.lines.filter((l) => l === NO_CARRIAGES_LINE)).toHaveLength(1);
    expect(calls.filter((c) => c.command === 'cmi' || c.command === 'crm')).toEqual([]);
  });
}, 30_000);
