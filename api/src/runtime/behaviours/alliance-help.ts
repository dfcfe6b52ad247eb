/**
 * Alliance Help: answers the alliance's help requests, as the public bots do (the GGE-BOT fork's
 * helpRequests.js waits 60-120 s after each `ahh`, then sends `aha {KID:15}`). The list comes with the login
 * data (`ahl`) and changes by push (`ahh` added or changed, `ahd` removed: EmpireCore
 * alliance/models/help.py:91-280); the client never asks for it, so neither does this. `aha` helps every
 * open request at once (help.py:311-331; `KID` is always 15, as the client sends it). With soldiers to
 * spare set, it also sends support to members under attack (ally-support.ts).
 */
import { notificationLines } from '@shared/notifications.messages';
import { said } from '@shared/i18n/said';
import { watchLines } from '@shared/bot-lines/watch.messages';
import { readState } from '@shared/game-wire/live-data';
import { supportAllies } from '../actions/ally-support';
import type { BehaviourFactory } from '../actions/context';

type Open = { lid: number; asker: string; askerId: number; helped: boolean };

/** The requests in an `ahl` list or an `ahh` push, leniently: entries without an id are skipped. */
function readRequests(value: unknown): Open[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((r) => {
    if (typeof r !== 'object' || r === null) return [];
    const e = r as Record<string, unknown>;
    if (typeof e.LID !== 'number') return [];
    return [
      { lid: e.LID, asker: typeof e.PN === 'string' ? e.PN : 'a member', askerId: typeof e.PID === 'number' ? e.PID : -1, helped: e.AC === 1 || e.AC === true },
    ];
  });
}

export const allianceHelp: BehaviourFactory<'alliance-help'> = (ctx) => {
  const open = new Map<number, Open>();
  let loaded = false;
  let playerId: number | null = null;
  /** Whether the last step saw unanswered requests and waited a human delay before helping. */
  let waited = false;
  let helps = 0;
  /** Attacks on members already answered with support (or judged unanswerable), by movement id. */
  const supported = new Set<number>();

  const delayMs = () => {
    const min = Math.max(1, ctx.settings.minWaitSeconds || 60);
    const max = Math.max(min, ctx.settings.maxWaitSeconds || 120);
    return (min + Math.random() * (max - min)) * 1000;
  };
  const unanswered = () => [...open.values()].filter((r) => !r.helped && r.askerId !== playerId);

  ctx.onPush((frame) => {
    if (frame.result !== 0) return;
    if (frame.command === 'ahh') for (const r of readRequests(frame.payload)) open.set(r.lid, r);
    if (frame.command === 'ahd') {
      const lid = (frame.payload as { LID?: unknown } | null)?.LID;
      if (typeof lid === 'number') open.delete(lid);
    }
  });

  return {
    async step() {
      const client = ctx.client();
      if (!loaded) {
        loaded = true;
        const state = readState(client.known, ctx.now(), client.receivedAt);
        playerId = state.playerId;
        const gal = client.known.gal as { AID?: number } | undefined;
        if (typeof gal?.AID !== 'number' || gal.AID < 0) {
          ctx.log(said(watchLines, 'noAlliance'), { level: 'warning' });
        } else {
          for (const r of readRequests((client.known.ahl as { AHL?: unknown } | undefined)?.AHL ?? [])) if (!open.has(r.lid)) open.set(r.lid, r);
          ctx.log(said(watchLines, 'watchingHelp', { alliance: String(gal.AID), open: String(unanswered().length) }));
        }
      }
      await supportAllies(ctx, client, supported);
      const waiting = unanswered();
      if (waiting.length === 0) {
        waited = false;
        return ctx.settings.checkEverySeconds * 1000;
      }
      // A person reads the list a while after it changes: the help goes out a random delay after the
      // step that first saw an unanswered request.
      if (!waited) {
        waited = true;
        return delayMs();
      }
      await client.send('aha', { KID: 15 });
      for (const r of waiting) r.helped = true;
      helps += waiting.length;
      waited = false;
      const names = [...new Set(waiting.map((r) => r.asker))].join(', ');
      ctx.log(said(watchLines, 'helped', { names, count: waiting.length }), { level: 'success', actions: 1 });
      if (helps % 50 < waiting.length) ctx.notify(said(notificationLines, 'helpReport', { bot: ctx.botName, helps }));
      return ctx.settings.checkEverySeconds * 1000;
    },
  };
};
