/**
 * Support for alliance members under attack, part of Alliance Help. The attacks on members come in the
 * movement list (`gam`: EmpireCore state/movements.py:36-58 lists attacks on alliance members, the member
 * named as `TID`); no source has a request or push that names "an ally asks for support", so the bot
 * acts on the attack itself. It sends soldiers from the main castle with `cds` (EmpireCore
 * movements/models/support.py:27-123; the GGE-BOT fork's stationOnHit.js sends the same command, in up to
 * ten unit slots, with its station time as `WT`), led by a free commander, keeping the soldiers the
 * player keeps at home, once per attack.
 *
 * An alliance space's support rule (modules/alliances/rules.ts) sets two more settings on the bots of the
 * accounts its members share: `supportMinAttackers`, the smallest attack worth answering (the movement's
 * army size as the game shows it), and `supportPlayers`, the in-game names of the space's members, one per
 * line: attacks on other players of the game alliance are left to their own friends.
 */
import { type Castle, readState } from '@shared/game-wire/live-data';
import { type Movement, readMovements, readSentMovement } from '@shared/game-wire/live-movements';
import { KINGDOM_ID } from '@shared/game-wire/ids';
import { defenceLines } from '@shared/bot-lines/defence.messages';
import { notificationLines } from '@shared/notifications.messages';
import { phrase, said, type Said } from '@shared/i18n/said';
import { GameError, type GameClient } from '../game/client';
import { durationPart, soldiersPart } from '../words/format';
import { unitSlots } from './kingdom-troops';
import type { BehaviourContext } from './context';

/** Sends support against attacks on members not yet answered; `answered` keeps the attack ids across steps. */
export async function supportAllies(ctx: BehaviourContext<'alliance-help'>, client: GameClient, answered: Set<number>): Promise<void> {
  const amount = ctx.settings.supportTroops;
  if (amount <= 0) return;
  const readAt = ctx.ledger.mark();
  await client.send('dcl', { CD: 1 });
  const state = readState(client.known, ctx.now(), client.receivedAt);
  const movements = readMovements(await client.send('gam', {}), state.playerId, ctx.now());
  const minAttackers = Math.max(0, ctx.settings.supportMinAttackers);
  const defended = playersToDefend(ctx.settings.supportPlayers);
  const attacks = movements
    .filter((m) => m.type === 'ally' && m.arrivesAt > ctx.now() && !answered.has(m.id))
    .filter((m) => m.troops >= minAttackers && (defended === null || defended.has(m.ally!.name.toLowerCase())))
    .sort((a, b) => a.arrivesAt - b.arrivesAt);
  if (attacks.length === 0) return;
  const main = state.castles.find((c) => c.kingdomId === KINGDOM_ID.green);
  if (!main?.details) return;
  ctx.ledger.keepHome(ctx.botId, main.id, { troops: Math.max(0, ctx.settings.keepAtHome) });
  for (const attack of attacks) {
    answered.add(attack.id);
    const line = await supportOne(ctx, client, main, attack, movements, state.commanders ?? [], amount, readAt);
    ctx.log(line.said, line.sent ? { level: 'success', actions: 1 } : { level: 'warning' });
    if (line.sent) ctx.notify(said(notificationLines, 'botSays', { bot: ctx.botName, line: line.said.message }));
  }
}

/** The members to defend, lower case; null: every member of the game alliance. */
function playersToDefend(setting: string): Set<string> | null {
  if (!setting.trim()) return null;
  return new Set(
    setting
      .split('\n')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

async function supportOne(
  ctx: BehaviourContext<'alliance-help'>,
  client: GameClient,
  main: Castle,
  attack: Movement,
  movements: Movement[],
  lords: number[],
  amount: number,
  readAt: number,
): Promise<{ sent: boolean; said: Said }> {
  const ally = attack.ally!;
  const on = { ally: ally.name, x: String(ally.x), y: String(ally.y), duration: durationPart(attack.arrivesAt - ctx.now()) };
  const what = attack.attacker ? phrase(defenceLines, 'allyAttack', { ...on, attacker: attack.attacker }) : phrase(defenceLines, 'allyAttackUnknown', on);
  const free = ctx.ledger.available(ctx.botId, main.id, 'troops', main.details!.troops, readAt);
  const send = Math.min(amount, free);
  if (send <= 0) return { sent: false, said: said(defenceLines, 'noSpareSoldiers', { castle: main.name, attack: what }) };
  const busy = new Set(movements.flatMap((m) => (m.lordId === null ? [] : [m.lordId])));
  const lord = lords.find((id) => !busy.has(id) && !ctx.ledger.taken(ctx.botId, `lord:${id}`, readAt));
  if (lord === undefined) return { sent: false, said: said(defenceLines, 'noSupportCommander', { attack: what }) };
  const slots = unitSlots(main.details!.soldiers, send);
  const soldiers = slots.reduce((sum, [, n]) => sum + n, 0);
  const claim = ctx.ledger.claim(ctx.botId, main.id, { troops: soldiers }, { troops: main.details!.troops }, readAt, [`lord:${lord}`]);
  if (!claim) return { sent: false, said: said(defenceLines, 'supportBooked', { attack: what }) };
  const hours = ctx.settings.supportHours;
  try {
    const reply = await client.send('cds', { SID: main.id, TX: ally.x, TY: ally.y, LID: lord, WT: hours, HBW: -1, BPC: 0, PTT: 0, SD: 0, A: slots });
    ctx.ledger.spend(claim);
    const movement = readSentMovement(reply.A, readState(client.known, ctx.now(), client.receivedAt).playerId, ctx.now());
    const arrives = movement ? movement.arrivesAt : null;
    const sent = { soldiers: soldiersPart(soldiers), castle: main.name, attack: what, count: hours };
    if (arrives === null) return { sent: true, said: said(defenceLines, 'supportSent', sent) };
    if (arrives <= attack.arrivesAt)
      return { sent: true, said: said(defenceLines, 'supportSentBefore', { ...sent, duration: durationPart(arrives - ctx.now()) }) };
    return { sent: true, said: said(defenceLines, 'supportSentAfter', { ...sent, duration: durationPart(arrives - attack.arrivesAt) }) };
  } catch (err) {
    ctx.ledger.release(claim);
    if (!(err instanceof GameError)) throw err;
    return { sent: false, said: said(defenceLines, 'supportRefused', { attack: what, reason: err.reason }) };
  }
}
