/**
 * The military hospital: lost soldiers who were only wounded wait in their castle's hospital (`gui.HI`),
 * eating nothing, until the player heals them (`hru`, for coins and time, then home) or sends them away
 * (`hdu`, lost for good). The commands and replies are EmpireCore's (army/models/hospital.py: `hru {U, A}`
 * answered `{spl, gcu, gui}`, `hdu {U, A}` or `{UT: [{U, A}]}` answered `{gui}`, all after `jca`) and CitadelOps' (Server/App/
 * ProductionIntents.go planHospitalOperation at 0f5b08e: enter the castle, then `hru`/`hdu`); the hospital's
 * list is `spl` `LID` 2 with its slots in `PIDL` (EmpireCore army/models/production.py:135-255). Prices and
 * times are the game's (units.json `healingCostC1`, `healingCostC2`, `healingTime`), beds and slots too
 * (core/upkeep.ts). Ours, not live: the share of the lost who are wounded (rules.ts HOSPITAL), and that the
 * world heals nobody for rubies.
 */
import type { ProductionList } from '@shared/game-wire/commands';
import { unitUpkeep } from '@shared/game-data/upkeep';
import { UNIT } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import { joinedCastle, type Handlers } from '../core/command-context';
import { CommandError, asPayload, int, list } from '../core/payload';
import type { CastleRecord } from '../core/players';
import { HOSPITAL, MAX_RECRUIT, realMs } from '../core/rules';
import { hospitalOf, inHospital } from '../core/upkeep';
import { castleUnits, gcu } from '../map/live-views';

/** The hospital's production list id (EmpireCore enums/army.py ProductionListId.HOSPITAL). */
export const HOSPITAL_LIST = 2;

/**
 * Takes the wounded share of `lost` soldiers into the castle's hospital, as far as its beds go; the rest
 * are lost, as the live battle report says of a full hospital or a castle without one. Returns how many.
 */
export function admitWounded(castle: CastleRecord, lost: number): number {
  const hospital = hospitalOf(castle);
  if (!hospital || lost <= 0) return 0;
  const wounded = Math.max(0, Math.min(Math.floor(lost * HOSPITAL.woundedShare), hospital.beds - inHospital(castle)));
  if (wounded > 0) castle.wounded = (castle.wounded ?? 0) + wounded;
  return wounded;
}

/**
 * Brings home the soldiers whose healing is done by `until`, in the order they finish; `accrueTo` is called
 * first with each one's time, so the castle's stock and food run with the army as it was until then.
 */
export function settleHealing(castle: CastleRecord, until: number, accrueTo: (at: number) => void): void {
  while (castle.healing?.[0] && castle.healing[0].doneAt <= until) {
    const job = castle.healing.shift()!;
    accrueTo(job.doneAt);
    castle.troops += job.amount;
  }
  if (castle.healing?.length === 0) delete castle.healing;
}

/**
 * The hospital's list as `spl` answers it for `LID` 2: one `PIDL` row per slot of its level, `[wodId, amount,
 * remaining seconds, speed × 100, heal time reduction, recruitment id, seconds till locked]`, a free slot
 * `[-1, …]` (EmpireCore army/models/production.py:135-165, UnitHealPackageSlotVO.fillFromParamArray), and
 * the active slot `ASI`. Jobs run one after another, the first active. No alliance help here (reduction 0).
 */
export function hospitalList(castle: CastleRecord, now: number, timeScale: number): ProductionList {
  const slots = hospitalOf(castle)?.slots ?? 0;
  const jobs = castle.healing ?? [];
  const gameSeconds = (ms: number) => Math.ceil((ms * timeScale) / 1000);
  const rows = Array.from({ length: Math.max(slots, jobs.length) }, (_, i): number[] => {
    const job = jobs[i];
    if (!job) return [-1, 0, 0, 0, 0, 0, 0];
    return [UNIT.SPEARMAN, job.amount, gameSeconds(job.doneAt - Math.max(now, job.startsAt)), 100, 0, job.id, 0];
  });
  return { LID: HOSPITAL_LIST, PIDL: rows, ASI: 0 };
}

/** The wounded of `wod` the request names, refused when the castle has fewer (88, as for units a castle lacks: no source names the live code). */
function woundedAsked(castle: CastleRecord, wod: number, amount: number): void {
  const wounded = wod === UNIT.SPEARMAN ? (castle.wounded ?? 0) : 0;
  if (amount > wounded) throw new CommandError(`${wounded} of unit ${wod} are wounded here`, RESULT.TOO_MUCH_UNITS);
}

export const HOSPITAL_ANSWERS: Handlers<'hru' | 'hdu'> = {
  hru: (ctx, player, req) => {
    const castle = joinedCastle(ctx, player);
    const wod = int(req, 'U', 0);
    const amount = int(req, 'A', 1, MAX_RECRUIT);
    const price = unitUpkeep(wod);
    // Ours: the world heals nobody for rubies (the live game charges healingCostC2 for these; bots never pay it).
    if (price && price.healRubies > 0) throw new CommandError(`unit ${wod} heals for rubies alone`, RESULT.NOT_ENOUGH_RUBIES);
    woundedAsked(castle, wod, amount);
    const jobs = (castle.healing ??= []);
    // Not live: the code for a hospital with no free slot is not public.
    if (jobs.length >= (hospitalOf(castle)?.slots ?? 0)) throw new CommandError('no free slot in the hospital', RESULT.GENERAL_ERROR);
    const coins = amount * (price?.healCoins ?? 0);
    if (player.coins < coins) throw new CommandError(`healing ${amount} needs ${coins} coins`, RESULT.NOT_ENOUGH_COINS);
    player.coins -= coins;
    castle.wounded = (castle.wounded ?? 0) - amount;
    const startsAt = Math.max(ctx.now, jobs.at(-1)?.doneAt ?? 0);
    const doneAt = startsAt + Math.round(realMs(amount * (price?.healSeconds ?? 0) * 1000, ctx.timeScale));
    jobs.push({ id: ctx.nextId(), amount, startsAt, doneAt });
    return { spl: hospitalList(castle, ctx.now, ctx.timeScale), gcu: gcu(player), gui: castleUnits(castle) };
  },

  hdu: (ctx, player, req) => {
    const castle = joinedCastle(ctx, player);
    // One unit `{U, A}`, or several `{UT: [{U, A}, …]}` (EmpireCore hospital.py DismissManyWoundedRequest); all or none go.
    const asked = (req.UT === undefined ? [req] : list(req, 'UT').map(asPayload)).map((one) => ({
      wod: int(one, 'U', 0),
      amount: int(one, 'A', 1, MAX_RECRUIT),
    }));
    for (const { wod, amount } of asked) woundedAsked(castle, wod, amount);
    // Spearmen are the one unit here: the entries together must be wounded too.
    const total = asked.reduce((sum, one) => sum + one.amount, 0);
    woundedAsked(castle, UNIT.SPEARMAN, total);
    castle.wounded = (castle.wounded ?? 0) - total;
    return { gui: castleUnits(castle) };
  },
};
