/**
 * Incoming Attack Guard: alerts the moment an attack is launched at the player's castles — from the
 * game's pushed movement updates, with a periodic poll as the fallback — and optionally posts to Discord.
 */
import type { Movement } from '../game/protocol';
import { formatDuration, utcTime } from './format';
import type { BehaviourFactory } from './types';

export const attackGuard: BehaviourFactory = (ctx) => {
  const seen = new Set<number>();
  let castles = new Map<number, string>();
  const minAttackers = Number(ctx.settings.minAttackers);

  async function postToDiscord(message: string) {
    const url = ctx.secrets.discordWebhookUrl;
    if (!url) return;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: message }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) ctx.log(`Discord alert failed: HTTP ${res.status}.`);
    } catch {
      ctx.log('Discord alert failed: Discord could not be reached.');
    }
  }

  function check(movements: Movement[]) {
    for (const m of movements) {
      if (m.type !== 'incoming' || seen.has(m.id)) continue;
      seen.add(m.id);
      if (m.troops < minAttackers) continue;
      const castle = castles.get(m.castleId) ?? `castle ${m.castleId}`;
      const message = `Incoming attack on ${castle}: ${m.attacker ?? 'unknown attacker'} with ${m.troops} soldiers, lands at ${utcTime(m.arrivesAt)} (in ${formatDuration(m.arrivesAt - ctx.now())}).`;
      ctx.log(`⚠ ${message}`);
      ctx.notify(`${ctx.botName}: ${message}`);
      void postToDiscord(message);
    }
  }

  ctx.onPush((frame) => {
    if (frame.command === 'gam' && frame.result === 0) check((frame.payload as { movements: Movement[] }).movements);
  });

  return {
    async step() {
      const client = ctx.client();
      if (castles.size === 0) {
        const state = await client.send('gbd', {});
        castles = new Map(state.castles.map((c) => [c.id, c.name]));
        ctx.log(`Guarding ${state.castles.map((c) => c.name).join(', ')}.`);
      }
      const { movements } = await client.send('gam', {});
      check(movements);
      // The guard's rhythm is its check interval, not the farming bots' action delays.
      return Number(ctx.settings.checkEverySeconds) * 1000;
    },
  };
};
