/**
 * Carries out what a script's step asked for, in order, through the templates' own helpers: attacks
 * (send-attack.ts: a free commander, waves, the ledger's claim, `cra`, the account's attack spacing kept
 * by the game client), skips (`msd`), soldiers to another kingdom (kingdom-troops.ts, `kut`), recruits
 * (recruit.ts) and the tax collector (taxes.ts). A script may attack only NPC targets on the map the
 * step saw; each result is one console line, with the outcome the templates report beside it.
 */
import { KINGDOM_ID, MINUTE_SKIPS } from '@shared/game-wire/ids';
import { readSkippedCooldown } from '@shared/game-wire/live-map';
import type { ScriptIntent } from '@shared/scripts/api';
import type { GameClient } from '../game/client';
import { durationPart } from '../words/format';
import { bringTroops } from '../actions/kingdom-troops';
import { kingdomPart } from '../words/line-words';
import { said, type Said } from '@shared/i18n/said';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { economyLines } from '@shared/bot-lines/economy.messages';
import { scriptLines } from '@shared/bot-lines/script.messages';
import { recruitSpearmen } from '../actions/recruit';
import { sendAttack, sendSkip, targetKey } from '../actions/send-attack';
import { tendTaxes } from '../actions/taxes';
import type { BehaviourContext } from '../actions/context';
import type { Readings } from './snapshot';

/** A target without a level on its row (most event camps) is sized by the game's largest waves (level 70 and up). */
const UNLEVELLED = 70;
/** The tax collector's round for `collectTaxes()`: the longest free-or-cheap type within an hour (taxes.ts). */
const TAX_ROUND_MINUTES = 60;

export type Carried = { attacks: Array<{ x: number; y: number; soldiers: number }> };

export async function carryOut(
  ctx: BehaviourContext,
  client: GameClient,
  intents: ScriptIntent[],
  r: Readings,
  onAttack: (target: { x: number; y: number }, soldiers: number) => void,
): Promise<void> {
  const main = r.main;
  const line = (text: Said, level?: 'warning') => ctx.log(text, level ? { level } : undefined);
  // Soldier counts and coordinates as the English line writes them (no separators).
  const at = (t: { x: number; y: number }) => ({ x: String(t.x), y: String(t.y) });
  for (const intent of intents) {
    if (ctx.signal.aborted) return;
    if (intent.kind === 'collect-taxes') {
      const tax = await tendTaxes(client, ctx.now(), TAX_ROUND_MINUTES);
      if (tax.collected !== undefined)
        ctx.log(said(economyLines, 'taxesCollected', { count: tax.collected }), { level: 'success', outcome: { kind: 'taxes', coins: tax.collected } });
      else if (tax.sentForMs !== undefined) ctx.log(said(economyLines, 'collectorSent', { duration: durationPart(tax.sentForMs) }), { actions: 1 });
      else line(said(scriptLines, 'collectorOut'));
      continue;
    }
    if (!main?.details) {
      line(said(scriptLines, 'mainNotRead'), 'warning');
      continue;
    }
    const castle = { ...main, details: main.details };
    if (intent.kind === 'recruit') {
      await recruitSpearmen(client, castle, intent.soldiers);
      ctx.log(said(economyLines, 'recruited', { soldiers: String(intent.soldiers), castle: castle.name }), {
        outcome: { kind: 'recruit', soldiers: intent.soldiers },
      });
    } else if (intent.kind === 'send-soldiers') {
      const there = r.state.castles.find((c) => c.kingdomId === KINGDOM_ID[intent.kingdom]);
      if (!there) {
        line(said(scriptLines, 'noCastleIn', { kingdom: kingdomPart(KINGDOM_ID[intent.kingdom]) }), 'warning');
        continue;
      }
      const coming = await bringTroops(ctx, client, there, intent.soldiers, r.readAt);
      line(coming ?? said(scriptLines, 'noSpareSoldiers', { castle: castle.name, target: there.name }));
    } else {
      const row = r.targets.find((t) => t.x === intent.x && t.y === intent.y);
      if (!row) {
        line(said(scriptLines, intent.kind === 'skip' ? 'nothingToSkip' : 'nothingToAttack', { ...at(intent), castle: castle.name }), 'warning');
        continue;
      }
      if (intent.kind === 'skip') {
        const reply = await sendSkip(client, row, intent.item);
        const until = readSkippedCooldown(reply, ctx.now()) ?? row.cooldownUntil;
        row.cooldownUntil = until;
        const used = { minutes: MINUTE_SKIPS[intent.item], ...at(row) };
        ctx.log(
          until <= ctx.now()
            ? said(scriptLines, 'skipReadyNow', used)
            : said(scriptLines, 'skipReadyIn', { ...used, duration: durationPart(until - ctx.now()) }),
          { actions: 1 },
        );
        continue;
      }
      const free = ctx.ledger.available(ctx.botId, castle.id, 'troops', castle.details.troops, r.readAt);
      if (free < intent.soldiers) {
        line(said(scriptLines, 'tooFewFree', { count: free, castle: castle.name, ...at(row) }));
        continue;
      }
      if (r.movements.some((m) => m.target && m.type !== 'incoming' && m.type !== 'ally' && targetKey(m.target) === targetKey(row))) {
        line(said(scriptLines, 'armyThere', at(row)));
        continue;
      }
      const result = await sendAttack(ctx, client, {
        castle,
        target: row,
        troops: intent.soldiers,
        targetLevel: row.level ?? UNLEVELLED,
        state: r.state,
        movements: r.movements,
        readAt: r.readAt,
      });
      if (result.kind === 'sent') {
        row.cooldownUntil = Number.POSITIVE_INFINITY;
        onAttack(row, result.sent);
        const attack = {
          ...at(row),
          count: result.sent,
          ...(row.level !== null && { level: String(row.level) }),
          ...(result.movement && { duration: durationPart(result.movement.arrivesAt - ctx.now()) }),
        };
        const key =
          row.level === null ? (result.movement ? 'attackingCampArrives' : 'attackingCamp') : result.movement ? 'attackingLevelArrives' : 'attackingLevel';
        ctx.log(said(scriptLines, key, attack), { outcome: { kind: 'attack-sent', soldiers: result.sent } });
      } else if (result.kind === 'no-commander') line(said(scriptLines, 'noCommander', { commanders: result.commanders, ...at(row) }));
      else if (result.kind === 'no-soldiers') line(said(attackLines, 'noSoldiers', { castle: castle.name }));
      else if (result.kind === 'booked') line(said(scriptLines, 'booked', at(row)));
      else line(said(scriptLines, result.kind === 'gone' ? 'campGone' : 'campCooling', at(row)));
    }
  }
}
