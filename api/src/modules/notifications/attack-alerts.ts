/**
 * An incoming attack escalates as it nears: the player is alerted when it is seen, again at a third and
 * at two thirds of its travel (seen → lands), unless they acknowledged it, and it is forgotten once it
 * has landed. Each attack is one document (`attack_alerts`), so an API restarted mid-way carries on from
 * it. Once means once across replays, bots and API instances alike: the document's insert (its `_id` is
 * the attack) decides who sends the first alert — a replayed runtime event, or a second bot of the same
 * game account that saw the same attack, finds it taken —, and each reminder is a claim (lib/claims.ts),
 * the one write that is once on every database alike. Times are epoch ms from the
 * runtime's facts; quiet hours are read at each send on the player's own wall clock (alerts.ts).
 */
import mongoose from 'mongoose';
import { claim } from '../../lib/claims';
import { isDuplicateKey } from '../../lib/db';
import { NotFoundError } from '../../lib/errors';
import { log } from '../../lib/logger';
import type { LineMessage } from '@shared/console';
import { phrase, said } from '@shared/i18n/said';
import { notificationLines, notificationWords } from '@shared/notifications.messages';
import type { AlertItem } from './alerts';
import type { NewNotification } from './service';

const attackAlertSchema = new mongoose.Schema(
  {
    /** attackAlertId(): the game account and the game's movement id. */
    _id: { type: String, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    /** The game account attacked (also the first part of `_id`): an alliance space reads its members' accounts' attacks by it. */
    accountId: { type: String, default: null },
    botId: { type: String, default: null },
    castle: { type: String, required: true },
    /** Who attacks and with how many soldiers, as the game showed it (null where the bot did not say). */
    attacker: { type: String, default: null },
    troops: { type: Number, default: null },
    detectedAt: { type: Date, required: true },
    arrivesAt: { type: Date, required: true },
    /** The reminders sent so far (0, 1 or 2). */
    reminders: { type: Number, default: 0 },
    /** When the next reminder is due; null when none is (both sent, or acknowledged). */
    nextAt: { type: Date, default: null },
    acknowledgedAt: { type: Date, default: null },
  },
  { collection: 'attack_alerts', versionKey: false },
);
attackAlertSchema.index({ nextAt: 1 });
attackAlertSchema.index({ userId: 1 });
attackAlertSchema.index({ accountId: 1 });
const AttackAlertModel = mongoose.model('AttackAlert', attackAlertSchema);

/** The fractions of the travel time at which a reminder goes. */
const REMINDERS = [1 / 3, 2 / 3] as const;

/** One attack on one game account, however many of its bots saw it. */
export const attackAlertId = (accountId: string, movementId: string) => `${accountId}:${movementId}`;

/** The incoming attack behind a notification, as the supervisor hands it over. */
export type AttackFacts = {
  accountId: string;
  id: string;
  castle: string;
  detectedAt: number;
  arrivesAt: number;
  attacker?: string | null;
  troops?: number | null;
};

type Stored = {
  _id: string;
  userId: unknown;
  accountId?: string | null;
  botId: string | null;
  castle: string;
  attacker?: string | null;
  troops?: number | null;
  detectedAt: Date;
  arrivesAt: Date;
  reminders: number;
  nextAt: Date | null;
  acknowledgedAt: Date | null;
};

/** "in 20 min", "in 2 h 5 min": how far off the landing is, as a reminder says it (in the reader's language). */
function landsIn(ms: number): LineMessage {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return phrase(notificationWords, 'inMinutes', { m: minutes });
  // Hours as a string: a wait of 1,000 hours or more reads "1000 h", without the separator a number would get.
  const h = String(Math.floor(minutes / 60));
  return minutes % 60 ? phrase(notificationWords, 'inHoursMinutes', { h, m: minutes % 60 }) : phrase(notificationWords, 'inHours', { h });
}

const dueAt = (detectedAt: number, arrivesAt: number, reminder: number) => new Date(detectedAt + (arrivesAt - detectedAt) * REMINDERS[reminder]!);

export interface AttackAlerts {
  /** The first alert: sent by whoever stores the attack first; a replay or a second bot's sighting sends nothing. */
  detected(item: NewNotification & { attack: AttackFacts }): Promise<void>;
  /** Sends the reminders that are due, forgets the attacks that landed. Run every few seconds; tests call it with their clock. */
  tick(): Promise<void>;
  /** The player has seen it: no more reminders. Someone else's (or a landed) attack is not found. */
  acknowledge(userId: string, id: string): Promise<{ acknowledged: true }>;
  /**
   * Where stored notifications leave the app: an attack with its facts goes through its own alert (once per
   * attack, whatever was replayed), everything else straight to the channels, once.
   */
  route(items: NewNotification[]): Promise<void>;
}

export type AttackAlertsDeps = { send: (items: AlertItem[]) => Promise<void>; now?: () => number };

export function createAttackAlerts({ send, now = Date.now }: AttackAlertsDeps): AttackAlerts {
  async function detected(item: NewNotification & { attack: AttackFacts }): Promise<void> {
    const { attack } = item;
    const id = attackAlertId(attack.accountId, attack.id);
    const detectedAt = Math.min(attack.detectedAt, now());
    const lands = attack.arrivesAt;
    try {
      await AttackAlertModel.create({
        _id: id,
        userId: item.userId,
        accountId: attack.accountId,
        botId: item.botId ?? null,
        castle: attack.castle,
        attacker: attack.attacker ?? null,
        troops: attack.troops ?? null,
        detectedAt: new Date(detectedAt),
        arrivesAt: new Date(lands),
        nextAt: lands > now() ? dueAt(detectedAt, lands, 0) : null,
      });
    } catch (err) {
      if (isDuplicateKey(err)) return;
      throw err;
    }
    await send([{ userId: item.userId, kind: 'attack', message: item.message, botId: item.botId ?? null, attack: { alertId: id, arrivesAt: lands } }]);
  }

  async function tick(): Promise<void> {
    const at = now();
    await AttackAlertModel.deleteMany({ arrivesAt: { $lte: new Date(at) } });
    const due = await AttackAlertModel.find({ nextAt: { $ne: null, $lte: new Date(at) }, acknowledgedAt: null }).lean<Stored[]>();
    for (const alert of due) {
      const detectedAt = alert.detectedAt.getTime();
      const lands = alert.arrivesAt.getTime();
      // After a long pause (the API was down) only the latest reminder due goes: two at once tell nothing more.
      let reminder = alert.reminders;
      while (reminder + 1 < REMINDERS.length && dueAt(detectedAt, lands, reminder + 1).getTime() <= at) reminder++;
      const next = reminder + 1 < REMINDERS.length ? dueAt(detectedAt, lands, reminder + 1) : null;
      if (await claim(`attack-alert:${alert._id}:${reminder}`, new Date(lands + 3_600_000))) {
        const message = said(notificationLines, 'attackReminder', { castle: alert.castle, in: landsIn(lands - at), time: { at: lands } });
        await send([{ userId: String(alert.userId), kind: 'attack', message, botId: alert.botId, attack: { alertId: alert._id, arrivesAt: lands } }]);
      }
      await AttackAlertModel.updateOne({ _id: alert._id, acknowledgedAt: null }, { $set: { reminders: reminder + 1, nextAt: next } });
    }
  }

  return {
    detected,
    tick,

    async acknowledge(userId: string, id: string): Promise<{ acknowledged: true }> {
      const { matchedCount } = await AttackAlertModel.updateOne({ _id: id, userId }, { $set: { acknowledgedAt: new Date(now()), nextAt: null } });
      if (!matchedCount) throw new NotFoundError('Incoming attack');
      return { acknowledged: true };
    },

    async route(items: NewNotification[]): Promise<void> {
      const plain: AlertItem[] = [];
      for (const item of items) {
        if (item.attack)
          await detected(item as NewNotification & { attack: AttackFacts }).catch((err) =>
            log.warn('attack alert not sent', { userId: item.userId, error: String(err) }),
          );
        else if (!item.event || item.event.firstTime)
          plain.push({ userId: item.userId, kind: item.kind, message: item.message, botId: item.botId ?? null, ...(item.link && { link: item.link }) });
      }
      await send(plain);
    },
  };
}

/** Of these attack alerts, the ones still open for the player (not acknowledged; a landed one is gone within a tick): the bell offers "Acknowledge". */
export async function openAttackAlerts(userId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await AttackAlertModel.find({ _id: { $in: ids }, userId, acknowledgedAt: null }, { _id: 1 }).lean<{ _id: string }[]>();
  return new Set(rows.map((r) => r._id));
}

/** An incoming attack on one of the given game accounts that has not landed yet (acknowledged or not: it still lands). */
export type OpenAttack = { accountId: string; castle: string; attacker: string | null; troops: number | null; detectedAt: Date; arrivesAt: Date };

/**
 * The attacks still travelling towards these game accounts' castles, soonest landing first: the alliance
 * space's shared view. Only the accounts a caller names are read.
 */
export async function openAttacksOn(accountIds: string[], now = Date.now()): Promise<OpenAttack[]> {
  if (!accountIds.length) return [];
  const rows = await AttackAlertModel.find({ accountId: { $in: accountIds }, arrivesAt: { $gt: new Date(now) } })
    .sort({ arrivesAt: 1 })
    .limit(500)
    .lean<Stored[]>();
  return rows.map((r) => ({
    accountId: r.accountId!,
    castle: r.castle,
    attacker: r.attacker ?? null,
    troops: r.troops ?? null,
    detectedAt: r.detectedAt,
    arrivesAt: r.arrivesAt,
  }));
}

/** The player's incoming attacks not acknowledged yet and not landed, soonest first: Discord's /attacks. */
export async function unacknowledgedAttacksOf(userId: string, now = Date.now()): Promise<(OpenAttack & { id: string })[]> {
  const rows = await AttackAlertModel.find({ userId, acknowledgedAt: null, arrivesAt: { $gt: new Date(now) } })
    .sort({ arrivesAt: 1 })
    .limit(20)
    .lean<Stored[]>();
  return rows.map((r) => ({
    id: String(r._id),
    accountId: r.accountId!,
    castle: r.castle,
    attacker: r.attacker ?? null,
    troops: r.troops ?? null,
    detectedAt: r.detectedAt,
    arrivesAt: r.arrivesAt,
  }));
}

/** leaving/delete.ts */
export async function forgetAttackAlertsOf(userId: string): Promise<void> {
  await AttackAlertModel.deleteMany({ userId });
}
