/**
 * Incoming Attack Guard: alerts the moment an attack is launched at the player's castles — from the
 * game's pushed movement updates, with a periodic poll as the fallback. The alert carries the attack's
 * facts, so the API can reach the player where they chose (push, Discord, e-mail) and again as it nears;
 * the guard itself posts nowhere (it once had a webhook of its own, and both posted).
 */
import { notificationLines } from '@shared/notifications.messages';
import { phrase, said } from '@shared/i18n/said';
import { watchLines } from '@shared/bot-lines/watch.messages';
import { readMovements, type Movement } from '@shared/game-wire/live-movements';
import { readState } from '@shared/game-wire/live-data';
import { durationPart, timeOfDay } from '../words/format';
import type { BehaviourFactory } from '../actions/context';

export const attackGuard: BehaviourFactory<'attack-guard'> = (ctx) => {
  const seen = new Set<number>();
  let castles = new Map<number, string>();
  /** Who we are in the game, from the first look at the castles: movements name players by id. */
  let playerId: number | null = null;
  /** Read at each use: settings saved while the bot runs apply from its next step. */
  const minAttackers = () => ctx.settings.minAttackers;

  function check(movements: Movement[]) {
    for (const m of movements) {
      if (m.type !== 'incoming' || seen.has(m.id)) continue;
      seen.add(m.id);
      if (m.troops < minAttackers()) continue;
      const castle = castles.get(m.castleId) ?? `castle ${m.castleId}`;
      const attack = {
        castle: castles.get(m.castleId) ?? phrase(watchLines, 'castleNumber', { id: String(m.castleId) }),
        count: m.troops,
        time: timeOfDay(m.arrivesAt),
        duration: durationPart(m.arrivesAt - ctx.now()),
      };
      const line = m.attacker ? said(watchLines, 'incoming', { ...attack, attacker: m.attacker }) : said(watchLines, 'incomingUnknown', attack);
      ctx.log(line, { level: 'warning', outcome: { kind: 'incoming-attack', count: 1 } });
      // The bot's name, then the line: each reader (the bell, a device, Discord, a mail) in their language.
      ctx.notify(said(notificationLines, 'botSays', { bot: ctx.botName, line: line.message }), 'attack', {
        id: String(m.id),
        castle,
        detectedAt: ctx.now(),
        arrivesAt: m.arrivesAt,
        attacker: m.attacker,
        troops: m.troops,
      });
    }
  }

  ctx.onPush((frame) => {
    // Before the first step knows the player, the next poll reports what this push carried.
    if (frame.command !== 'gam' || frame.result !== 0 || playerId === null) return;
    try {
      check(readMovements(frame.payload, playerId, ctx.now()));
    } catch (err) {
      ctx.log(said(watchLines, 'unreadableUpdate', { reason: err instanceof Error ? err.message : String(err) }), { level: 'warning' });
    }
  });

  return {
    async step() {
      const client = ctx.client();
      if (playerId === null) {
        // The castles and who we are, from the login bundle the game pushed.
        const state = readState(client.known, ctx.now(), client.receivedAt);
        castles = new Map(state.castles.map((c) => [c.id, c.name]));
        playerId = state.playerId;
        ctx.log(said(watchLines, 'guarding', { castles: state.castles.map((c) => c.name).join(', ') }));
      }
      check(readMovements(await client.send('gam', {}), playerId, ctx.now()));
      // The guard's rhythm is its check interval, not the farming bots' action delays.
      return ctx.settings.checkEverySeconds * 1000;
    },
  };
};
