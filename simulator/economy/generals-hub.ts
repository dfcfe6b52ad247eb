/**
 * The generals hub (shared/src/game-wire/generals-hub.ts): three characters, each with a tombola spun for
 * its offering. Offerings are earned with play (one for each won attack, its character drawn by seed)
 * and kept with the special currencies (`sce`); a spin spends them, or takes the character's free spin
 * once its cooldown is over, and each draw gives shards of a general drawn by seed (their `sce` keys are
 * live: EmpireCore gamedata/ids/currencies.py, e.g. TORILS_GENERAL_SHARD "STL"). `gcs` reads the
 * characters' free spins; the game data's `characters` rows that give a client the cooldown are served
 * here too (`itemsFiles`), as the live CDN serves the items file the web client and EmpireCore load.
 *
 * Ours, not live (no public source gives them): the cooldown between free spins (24 game hours), that
 * one free spin waits at most, that a won attack earns one offering, what a draw gives (shards of one
 * of six live generals, as many as its rarity, 1 to 3), and the refusals' codes (a free spin not ready
 * is 95 COOLING_DOWN, too few offerings 327 NOT_ENOUGH_SPECIAL_CURRENCY, a wrong character or offering 2).
 */
import { HUB_CHARACTERS, type HubCharacterRow, type HubCharacterStatus, type HubDraw } from '@shared/game-wire/generals-hub';
import { RESULT } from '@shared/game-wire/protocol';
import type { Handlers } from '../core/command-context';
import type { HttpRoute } from '../core/http-route';
import { CommandError, int } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { createRng, hashKey } from '../core/rng';
import { specialCurrencies } from '../map/live-views';
import { GAME_HOUR_MS, realMs } from '../core/rules';

/** What the account's hub keeps: each character's last free spin (epoch ms, by character id) and the spins' draws so far (the seed's counter). */
export type GeneralsHubRecord = { lastFree: Record<number, number>; draws: number };

/** The generals hub's part of the player record (session/player-record.ts composes the slices): free spins taken and draws so far, none until first spun. */
export type GeneralsHubSlice = { generalsHub?: GeneralsHubRecord };

/** Ours, not live: game time between two free spins of a character. */
export const FREE_SPIN_COOLDOWN_GAME_MS = 24 * GAME_HOUR_MS;
/** Ours, not live: free spins that wait at once (the game data's maxFreeOpenings). */
const MAX_FREE_OPENINGS = 1;
/**
 * Ours, not live: a spin's draw gives shards of one of these live generals (EmpireCore gamedata/ids: Toril 101 → STL 10001, Leo, Alyssa, Horatio, Tom, Alice).
 */
const SHARD_KEYS = ['STL', 'SLE', 'SAL', 'SHT', 'SOM', 'SAI'] as const;
/** Ours, not live: a draw's rarity (1 to 3, its shards as many) by weight. */
const RARITY_WEIGHTS = [70, 25, 5] as const;
/** Paid spins at once, so one request cannot run an unbounded loop of draws (ours). */
const MAX_SPINS = 100;

/** The game data's version the hub's rows are served under: EmpireCore's ids (and these rows' ids) were generated from items 788.02. */
export const ITEMS_VERSION = '788.02';
const ITEMS_FOLDER = '/default/items/';

function hubOf(player: PlayerCore & GeneralsHubSlice): GeneralsHubRecord {
  player.generalsHub ??= { lastFree: {}, draws: 0 };
  return player.generalsHub;
}

const cooldownMs = (timeScale: number) => realMs(FREE_SPIN_COOLDOWN_GAME_MS, timeScale);

function statusOf(player: PlayerCore & GeneralsHubSlice, characterId: number, now: number, timeScale: number): HubCharacterStatus {
  const last = hubOf(player).lastFree[characterId];
  const free = last === undefined || now >= last + cooldownMs(timeScale) ? MAX_FREE_OPENINGS : 0;
  return { CID: characterId, FOA: free, LFO: last === undefined ? 0 : Math.floor(last / 1000) };
}

/** A won attack earns one offering, to a character drawn from the seed and the fight. */
export function earnOffering(player: PlayerCore & GeneralsHubSlice, seed: number, fightId: number): void {
  const rng = createRng(hashKey(seed, 'offering', player.zone, player.name, fightId));
  const { offering } = HUB_CHARACTERS[rng.int(0, HUB_CHARACTERS.length - 1)]!;
  player.currencies ??= {};
  player.currencies[offering.key] = (player.currencies[offering.key] ?? 0) + 1;
}

function draw(player: PlayerCore & GeneralsHubSlice, seed: number): HubDraw {
  const hub = hubOf(player);
  const rng = createRng(hashKey(seed, 'hub', player.zone, player.name, hub.draws));
  hub.draws += 1;
  const key = SHARD_KEYS[rng.int(0, SHARD_KEYS.length - 1)]!;
  let roll = rng.next() * RARITY_WEIGHTS.reduce((a, b) => a + b, 0);
  const rarity = RARITY_WEIGHTS.findIndex((weight) => (roll -= weight) < 0) + 1;
  player.currencies ??= {};
  player.currencies[key] = (player.currencies[key] ?? 0) + rarity;
  return { R: rarity, RR: [[key, rarity]], A: 1 };
}

export const GENERALS_HUB_ANSWERS: Handlers<'gcs' | 'sct'> = {
  gcs: (ctx, player) => ({ CHR: HUB_CHARACTERS.map((c) => statusOf(player, c.id, ctx.now, ctx.timeScale)) }),

  sct: (ctx, player, req) => {
    const character = HUB_CHARACTERS.find((c) => c.id === int(req, 'CID', 0));
    if (!character) throw new CommandError('no such character in the generals hub', RESULT.INVALID_PARAMETER_VALUE);
    if (int(req, 'OID', 0) !== character.offering.id) throw new CommandError('the character takes no such offering', RESULT.INVALID_PARAMETER_VALUE);
    const free = int(req, 'IF', 0, 1) === 1;
    const spins = int(req, 'AMT', 1, MAX_SPINS);
    let draws: HubDraw[];
    if (free) {
      if (spins !== 1) throw new CommandError('a free spin is one spin', RESULT.INVALID_PARAMETER_VALUE);
      if (statusOf(player, character.id, ctx.now, ctx.timeScale).FOA < 1) throw new CommandError('no free spin waits yet', RESULT.COOLING_DOWN);
      hubOf(player).lastFree[character.id] = ctx.now;
      draws = [draw(player, ctx.seed)];
    } else {
      const held = player.currencies?.[character.offering.key] ?? 0;
      if (held < spins) throw new CommandError(`${spins} offering(s) asked, ${held} held`, RESULT.NOT_ENOUGH_SPECIAL_CURRENCY);
      player.currencies![character.offering.key] = held - spins;
      draws = Array.from({ length: spins }, () => draw(player, ctx.seed));
    }
    // The client follows the offerings and shards held (GeneralsHubRewardsComponent.onCurrenciesUpdated, bundle
    // line 74903); how the live server tells it after a spin is not public: here the currencies are pushed (`sce`).
    ctx.tell('sce', specialCurrencies(player));
    return { CH: statusOf(player, character.id, ctx.now, ctx.timeScale), LTR: draws };
  },
};

/**
 * The items version file and the items file, trimmed to the hub's `characters` rows, where EmpireCore
 * looks for them on the live CDN (gamedata/cdn.py: `{base}/ItemsVersion.properties`, whose text after the
 * first "=" is the version, and `{base}/items_v{version}.json`). The cooldown is given in real seconds
 * at this server's time scale, as a client compares it with its own clock (LFO + coolDownInSeconds).
 */
export function itemsFiles(timeScale: number): Array<[string, HttpRoute]> {
  const characters: HubCharacterRow[] = HUB_CHARACTERS.map((c) => ({
    characterID: String(c.id),
    name: c.name,
    coolDownInSeconds: String(Math.round(cooldownMs(timeScale) / 1000)),
    maxFreeOpenings: String(MAX_FREE_OPENINGS),
    // Ours, not live: the tombola's id after the offering (no public source lists the tombolas).
    tombolas: `${c.offering.id}+${c.id}`,
  }));
  const json = JSON.stringify({ characters });
  return [
    [
      `${ITEMS_FOLDER}ItemsVersion.properties`,
      { GET: () => new Response(`version=${ITEMS_VERSION}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } }) },
    ],
    [`${ITEMS_FOLDER}items_v${ITEMS_VERSION}.json`, { GET: () => new Response(json, { headers: { 'content-type': 'application/json' } }) }],
  ];
}
