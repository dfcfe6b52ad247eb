/**
 * The Grand Tournament (event 129): while it runs, an alliance's members score with the fights they win
 * in the run (event-runs.ts: a won fight is a point, as `pep` reads it too), and take the alliance's
 * quests one at a time. `aqpc {EID}` answers the members' contributions, `aqs {EID}` the quest slots with
 * who took each and how far it is, `saq {EID, S, QID}` takes a slot's quest (EmpireCore events/service.py
 * get_grand_tournament_contributions, get_grand_tournament_status, start_grand_tournament_quest). Outside
 * a run, the live 145; a player in no alliance, 114.
 *
 * Not live (no public source shows the quests or their rules): an alliance has SLOTS slots; each offers
 * one quest a run, its id drawn from the seed, the alliance and the slot (the live ids are the game
 * data's, which no public source lists), asking for 2-5 fights won, which the member who took it wins
 * after taking it; it lasts until the run ends, and a finished quest stays in its slot (`S` 1) for the
 * run (the collect and cancel commands, `caq` and `caaq`, are not answered here). Taking a quest costs no
 * ticket (the world has none); a member holds one quest at a time. A refused `saq` is 1 (GENERAL_ERROR:
 * the live codes are not public). `APC` counts the members with a point or a quest.
 */
import type { AllianceQuestSlot, AllianceQuestSlots, EventSystemReads } from '@shared/game-wire/event-systems';
import { EVENT_ID } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext, Handlers } from '../core/command-context';
import { runFights } from './event-runs';
import { CommandError, int } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { hashKey } from '../core/rng';

export const SLOTS = 3;
const GT = EVENT_ID.GRAND_TOURNAMENT;

/** A quest a member took: its slot and id, the fights they had won in the run when they took it, and the run's end. */
export type TournamentQuest = { slot: number; questId: number; fightsAtStart: number; endsAt: number };

/** The Grand Tournament's part of the player record (session/player-record.ts composes the slices): the quest the player took, none until the first. */
export type TournamentSlice = { tournamentQuest?: TournamentQuest };

/** The quest slot `slot` of an alliance offers this run, and the fights it asks for. */
export function offeredQuest(seed: number, zone: string, allianceId: number, slot: number): { questId: number; fights: number } {
  const questId = 1 + (hashKey(seed, 'grand-tournament', zone, allianceId, slot) % 40);
  return { questId, fights: 2 + (questId % 4) };
}

function runningEnd(ctx: CommandContext, eid: number): number {
  const entry = (ctx.events().E ?? []).find((e) => e.EID === eid && eid === GT);
  if (!entry) throw new CommandError('the Grand Tournament is not running', RESULT.NO_EVENT);
  return ctx.now + (entry.RS ?? 0) * 1000;
}

/** The player's alliance with the player first, or 114 for one in none. */
function members(ctx: CommandContext, player: PlayerCore & TournamentSlice): PlayerCore[] {
  if ((player.allianceId ?? -1) < 0) throw new CommandError('not in an alliance', RESULT.ALLI_NOT_FOUND);
  return [player, ...ctx.allies(player)];
}

const activeQuest = (p: PlayerCore & TournamentSlice, now: number) => (p.tournamentQuest && p.tournamentQuest.endsAt > now ? p.tournamentQuest : undefined);

function slots(ctx: CommandContext, player: PlayerCore & TournamentSlice, team: Array<PlayerCore & TournamentSlice>): AllianceQuestSlots {
  const AQS = Array.from({ length: SLOTS }, (_, slot): AllianceQuestSlot => {
    const { questId, fights } = offeredQuest(ctx.seed, player.zone, player.allianceId!, slot);
    const holder = team.find((p) => activeQuest(p, ctx.now)?.slot === slot);
    if (!holder) return { QID: questId, PID: -1, PN: '', RS: 0 };
    const quest = holder.tournamentQuest!;
    const seconds = Math.max(0, Math.round((quest.endsAt - ctx.now) / 1000));
    const done = Math.min(fights, runFights(holder, GT, ctx.now) - quest.fightsAtStart);
    return { QID: questId, PID: holder.playerId, PN: holder.name, RS: seconds, QL: [{ P: [done], RS: seconds, ...(done >= fights ? { S: 1 as const } : {}) }] };
  });
  return { EID: GT, AQS };
}

export const GRAND_TOURNAMENT_ANSWERS: Handlers<'aqs' | 'aqpc' | 'saq'> = {
  aqpc: (ctx, player: PlayerCore & TournamentSlice, req): EventSystemReads['aqpc']['res'] => {
    runningEnd(ctx, int(req, 'EID', 0));
    const scored = members(ctx, player)
      .map((p) => ({ p, points: runFights(p, GT, ctx.now) }))
      .filter(({ points }) => points > 0)
      .sort((a, b) => b.points - a.points || a.p.playerId - b.p.playerId);
    return { AQPC: scored.map(({ p, points }, i) => ({ R: i + 1, PN: p.name, OP: points })) };
  },

  aqs: (ctx, player: PlayerCore & TournamentSlice, req): EventSystemReads['aqs']['res'] => {
    runningEnd(ctx, int(req, 'EID', 0));
    const team = members(ctx, player);
    const APC = team.filter((p) => runFights(p, GT, ctx.now) > 0 || activeQuest(p, ctx.now)).length;
    return { ...slots(ctx, player, team), APC };
  },

  saq: (ctx, player: PlayerCore & TournamentSlice, req): EventSystemReads['saq']['res'] => {
    const endsAt = runningEnd(ctx, int(req, 'EID', 0));
    const slot = int(req, 'S', 0, SLOTS - 1);
    const questId = int(req, 'QID', 1);
    const team = members(ctx, player);
    if (offeredQuest(ctx.seed, player.zone, player.allianceId!, slot).questId !== questId)
      throw new CommandError(`slot ${slot} does not offer quest ${questId}`, RESULT.GENERAL_ERROR);
    if (activeQuest(player, ctx.now)) throw new CommandError('you already hold a quest', RESULT.GENERAL_ERROR);
    if (team.some((p) => activeQuest(p, ctx.now)?.slot === slot)) throw new CommandError(`slot ${slot} is taken`, RESULT.GENERAL_ERROR);
    player.tournamentQuest = { slot, questId, fightsAtStart: runFights(player, GT, ctx.now), endsAt };
    return { aqs: slots(ctx, player, team) };
  },
};
