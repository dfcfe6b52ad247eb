/**
 * Carries out what a script's step asked for, in order, through the templates' own helpers: attacks
 * (send-attack.ts: a free commander, waves, the ledger's claim, `cra`, the account's attack spacing kept
 * by the game client), skips (`msd`), soldiers to another kingdom (kingdom-troops.ts, `kut`), recruits
 * (recruit.ts) and the tax collector (taxes.ts). A script may attack only NPC targets on the map the
 * step saw; each result is one console line, with the outcome the templates report beside it.
 */
import { KINGDOM_ID, MINUTE_SKIPS } from '@shared/game-wire/ids';
import { readSkippedCooldown } from '@shared/game-wire/live-data';
import type { ScriptIntent } from '@shared/scripts/api';
import type { GameClient } from '../game/client';
import { formatDuration } from '../behaviours/format';
import { bringTroops, kingdomName } from '../behaviours/kingdom-troops';
import { recruitSpearmen } from '../behaviours/recruit';
import { sendAttack, sendSkip, targetKey } from '../behaviours/send-attack';
import { tendTaxes } from '../behaviours/taxes';
import type { BehaviourContext } from '../behaviours/types';
import type { Readings } from './snapshot';

/** A target without a level on its row (most event camps) is sized by the game's largest waves (level 70 and up). */
const UNLEVELLED = 70;
/** The tax collector's round for `collectTaxes()`: the longest free-or-cheap type within an hour (taxes.ts). */
const TAX_ROUND_MINUTES = 60;

export type Carried = { attacks: Array<{ x: number; y: number; soldiers: number }> };

export async function carryOut(ctx: BehaviourContext, client: GameClient, intents: ScriptIntent[], r: Readings, onAttack: (target: { x: number; y: number }, soldiers: number) => void): Promise<void> {
  const main = r.main;
  const line = (text: string, level?: 'warning') => ctx.log(text, level ? { level } : undefined);
  for (const intent of intents) {
    if (ctx.signal.aborted) return;
    if (intent.kind === 'collect-taxes') {
      const tax = await tendTaxes(client, ctx.now(), TAX_ROUND_MINUTES);
      if (tax.collected !== undefined) ctx.log(`Collected ${tax.collected.toLocaleString('en')} coins in taxes.`, { level: 'success', outcome: { kind: 'taxes', coins: tax.collected } });
      else if (tax.sentForMs !== undefined) ctx.log(`Sent the tax collector out for ${formatDuration(tax.sentForMs)} of game time.`, { actions: 1 });
      else line('The tax collector is still out; nothing to collect yet.');
      continue;
    }
    if (!main?.details) {
      line('Your main castle was not read this step; the action waits for the next.', 'warning');
      continue;
    }
    const castle = { ...main, details: main.details };
    if (intent.kind === 'recruit') {
      await recruitSpearmen(client, castle, intent.soldiers);
      ctx.log(`Recruited ${intent.soldiers} spearmen in ${castle.name}.`, { outcome: { kind: 'recruit', soldiers: intent.soldiers } });
    } else if (intent.kind === 'send-soldiers') {
      const there = r.state.castles.find((c) => c.kingdomId === KINGDOM_ID[intent.kingdom]);
      if (!there) {
        line(`No castle of yours in ${kingdomName(KINGDOM_ID[intent.kingdom])}: no soldiers sent.`, 'warning');
        continue;
      }
      const said = await bringTroops(ctx, client, there, intent.soldiers, r.readAt);
      line(said ?? `No spare soldiers in ${castle.name} to send to ${there.name} (the ones kept at home stay).`);
    } else {
      const row = r.targets.find((t) => t.x === intent.x && t.y === intent.y);
      if (!row) {
        line(`Nothing to ${intent.kind} at ${intent.x}:${intent.y} on the map around ${castle.name}; left out.`, 'warning');
        continue;
      }
      if (intent.kind === 'skip') {
        const reply = await sendSkip(client, row, intent.item);
        const until = readSkippedCooldown(reply, ctx.now()) ?? row.cooldownUntil;
        row.cooldownUntil = until;
        ctx.log(`Used a ${MINUTE_SKIPS[intent.item]}-minute skip on the camp at ${row.x}:${row.y}: ${until <= ctx.now() ? 'ready now' : `ready in ${formatDuration(until - ctx.now())}`}.`, { actions: 1 });
        continue;
      }
      const free = ctx.ledger.available(ctx.botId, castle.id, 'troops', castle.details.troops, r.readAt);
      if (free < intent.soldiers) {
        line(`Only ${free} soldiers of ${castle.name} may be sent (others are kept at home or booked by other bots on this account); the attack on ${row.x}:${row.y} waits.`);
        continue;
      }
      if (r.movements.some((m) => m.target && m.type !== 'incoming' && m.type !== 'ally' && targetKey(m.target) === targetKey(row))) {
        line(`An army of this account is already at ${row.x}:${row.y}; the attack waits.`);
        continue;
      }
      const result = await sendAttack(ctx, client, { castle, target: row, troops: intent.soldiers, targetLevel: row.level ?? UNLEVELLED, state: r.state, movements: r.movements, readAt: r.readAt });
      if (result.kind === 'sent') {
        row.cooldownUntil = Number.POSITIVE_INFINITY;
        onAttack(row, result.sent);
        const arrives = result.movement ? `; arrives in ${formatDuration(result.movement.arrivesAt - ctx.now())}` : '';
        ctx.log(`Attacking ${row.level === null ? 'the camp' : `the level ${row.level} camp`} at ${row.x}:${row.y} with ${result.sent} soldiers${arrives}.`, { outcome: { kind: 'attack-sent', soldiers: result.sent } });
      } else if (result.kind === 'no-commander') line(`Every commander is away with an army (${result.commanders}); the attack on ${row.x}:${row.y} waits.`);
      else if (result.kind === 'no-soldiers') line(`No soldiers in ${castle.name} can be sent.`);
      else if (result.kind === 'booked') line(`Another bot on this account booked these soldiers or ${row.x}:${row.y} first; the attack waits.`);
      else line(`The camp at ${row.x}:${row.y} is ${result.kind === 'gone' ? 'no longer on the map' : 'cooling down after all'}; the attack waits.`);
    }
  }
}
