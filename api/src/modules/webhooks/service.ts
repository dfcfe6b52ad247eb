/**
 * Webhooks out (issue 39): a Premium player's endpoints receive their notifications of the kinds they
 * chose. Each notification becomes a delivery per endpoint, stored before any try, so a restart loses
 * none; `tick` (a periodic job on each instance) tries the due ones. A try is taken by one conditional
 * write of the delivery as it was listed (its tries so far and when it was due), which moves it out of the
 * due list for TRY_HOLD_MS: of instances that listed it, one takes it, and a list read before another
 * instance's try finished matches nothing. A process that died in a try leaves it due again after the hold
 * (at least once, as webhooks are). A failed try is retried after WEBHOOK_RETRY_SECONDS; an endpoint failing
 * WEBHOOK_PAUSE_AFTER tries in a row (counted by `$inc`, whichever instance tried) is paused, and its
 * player told on the bell once.
 */
import { createHmac, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { PLAN_NAMES, planName } from '@shared/plans';
import {
  canUseWebhooks,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_LOG_KEPT,
  WEBHOOK_PAUSE_AFTER,
  WEBHOOK_PLAN,
  WEBHOOK_RETRY_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookKind,
} from '@shared/webhooks';
import { said, textOf, type Said } from '@shared/i18n/said';
import { notificationLines } from '@shared/notifications.messages';
import { localTurns, type TurnLock } from '../../lib/engine-lock';
import type { Sealer } from '../../lib/crypto';
import { ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '../../lib/errors';
import { log } from '../../lib/logger';
import { usersByIds, type UserDocument } from '../users/records';
import { languageOf } from '../users/language';
import { checkUrl, pinnedRequest, urlProblem, type UrlProblem } from './address';
import { webhookErrors } from './errors.messages';
import { WebhookDeliveryModel, WebhookEndpointModel, type WebhookDelivery, type WebhookEndpoint } from './webhook.model';
import { webhookTried } from './metrics';

/** A notification as it leaves the app (notifications/alerts.ts's AlertItem): whose, what kind, its words. */
export type WebhookEvent = { userId: string; kind: WebhookKind; message: string | Said; botId?: string | null };

const PROBLEM_KEYS: Record<UrlProblem, 'notHttps' | 'notAUrl' | 'privateAddress' | 'unresolved'> = {
  'not-https': 'notHttps',
  'not-a-url': 'notAUrl',
  private: 'privateAddress',
  unresolved: 'unresolved',
};

/** `t=<seconds>,v1=<hex HMAC-SHA256("<t>.<body>")>`, as Stripe signs (shared/src/webhooks.ts). */
export function signatureOf(secret: string, body: string, seconds: number): string {
  return `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;
}

const viewOf = (e: WebhookEndpoint): WebhookEndpointView => ({
  id: String(e._id),
  url: e.url,
  kinds: e.kinds as WebhookKind[],
  paused: e.pausedReason !== null,
  paused_reason: (e.pausedReason as WebhookEndpointView['paused_reason']) ?? null,
  failures_in_a_row: e.failuresInARow,
  created_at: e.createdAt.toISOString(),
});

const deliveryView = (d: WebhookDelivery): WebhookDeliveryView => ({
  id: String(d._id),
  endpoint_id: String(d.endpointId),
  type: d.type as WebhookDeliveryView['type'],
  status: d.status as WebhookDeliveryView['status'],
  attempts: d.attempts,
  last_status: d.lastStatus ?? null,
  last_error: d.lastError ?? null,
  next_try_at: d.status === 'pending' && d.nextAt ? d.nextAt.toISOString() : null,
  body: d.body,
  created_at: d.createdAt.toISOString(),
  delivered_at: d.deliveredAt ? d.deliveredAt.toISOString() : null,
});

export type WebhooksDeps = {
  sealer: Sealer;
  /** Loopback and private addresses allowed (outside production: tests and a developer's own receiver). */
  allowPrivate: boolean;
  /** Tells the player on the bell (notifications/service.ts notify). */
  notify: (userId: string, message: Said) => Promise<void>;
  /** One player's endpoints created one at a time across every API instance (the cap is a count, then an insert). */
  perUser?: TurnLock;
  now?: () => number;
};

/** How long a try holds its delivery out of the due list: longer than a try lasts (WEBHOOK_TIMEOUT_MS and the writes). */
export const TRY_HOLD_MS = 60_000;

export interface Webhooks {
  /** The player's endpoints, oldest first (never their secrets). */
  list(user: UserDocument): Promise<WebhookEndpointView[]>;
  /** A new endpoint: its signing secret is in this answer only. */
  create(user: UserDocument, input: { url: string; kinds: WebhookKind[] }): Promise<{ endpoint: WebhookEndpointView; secret: string }>;
  /** Its kinds, or paused by the player / resumed (a resumed endpoint starts its run of failures again and gets what waited). */
  update(user: UserDocument, endpointId: string, changes: { kinds?: WebhookKind[]; paused?: boolean }): Promise<WebhookEndpointView>;
  /** Deletes the endpoint and its log; someone else's is 404. */
  remove(user: UserDocument, endpointId: string): Promise<void>;
  /** The endpoint's log, newest first. */
  deliveries(user: UserDocument, endpointId: string): Promise<WebhookDeliveryView[]>;
  /** A delivery of the log sent again as it was (its body, a new id and a fresh signature), due now. */
  resend(user: UserDocument, deliveryId: string): Promise<WebhookDeliveryView>;
  /** A test event to one endpoint, due now. */
  test(user: UserDocument, endpointId: string): Promise<WebhookDeliveryView>;
  /**
   * Each notification, to the player's endpoints that take its kind (their plan still including webhooks): its
   * words in English (`message`, with `message_key` naming the line) and in the player's language.
   */
  enqueue(events: WebhookEvent[]): Promise<void>;
  /** Tries the due deliveries; each try once across instances. Never throws. */
  tick(): Promise<void>;
}

export function createWebhooks({ sealer, allowPrivate, notify, perUser = localTurns(), now = Date.now }: WebhooksDeps): Webhooks {
  /** Endpoints with tries under way in this process. */
  const busy = new Set<string>();

  async function checkedUrl(raw: string): Promise<string> {
    const url = raw.trim();
    const problem = await urlProblem(url, { allowPrivate });
    if (problem) throw new ValidationFailedError(said(webhookErrors, PROBLEM_KEYS[problem]), 'url');
    return url;
  }

  async function mine(user: UserDocument, endpointId: string): Promise<WebhookEndpoint> {
    const endpoint = mongoose.isValidObjectId(endpointId)
      ? await WebhookEndpointModel.findOne({ _id: endpointId, userId: user._id }).lean<WebhookEndpoint>()
      : null;
    if (!endpoint) throw new NotFoundError('Webhook endpoint');
    return endpoint;
  }

  function assertPlan(user: UserDocument): void {
    if (!canUseWebhooks(user.plan)) throw new ForbiddenError(said(webhookErrors, 'needsPlan', { plan: PLAN_NAMES[WEBHOOK_PLAN], yours: planName(user.plan) }));
  }

  /** A delivery of `type` with `data` to one endpoint, due now. */
  async function queue(endpoint: Pick<WebhookEndpoint, '_id' | 'userId'>, type: string, data: Record<string, unknown>): Promise<WebhookDelivery> {
    const id = new mongoose.Types.ObjectId();
    const body = JSON.stringify({ id: String(id), type, created_at: new Date(now()).toISOString(), data });
    return (
      await WebhookDeliveryModel.create({ _id: id, endpointId: endpoint._id, userId: endpoint.userId, type, body, nextAt: new Date(now()) })
    ).toObject() as WebhookDelivery;
  }

  /** One try of a due delivery; the endpoint's run of failures and the delivery's next try follow its answer. */
  async function attempt(delivery: WebhookDelivery): Promise<void> {
    const endpoint = await WebhookEndpointModel.findById(delivery.endpointId).lean<WebhookEndpoint>();
    if (!endpoint || endpoint.pausedReason) {
      // Gone, or paused: the delivery waits (a resumed endpoint gets it), or is dropped with its endpoint.
      await WebhookDeliveryModel.updateOne(
        { _id: delivery._id },
        endpoint ? { $set: { nextAt: null } } : { $set: { status: 'failed', nextAt: null, lastError: 'endpoint deleted' } },
      );
      if (!endpoint) webhookTried('dropped');
      return;
    }
    let status: number | null = null;
    let error: string | null = null;
    const checked = await checkUrl(endpoint.url, { allowPrivate });
    if (checked.problem) error = `refused: ${checked.problem}`;
    else {
      try {
        const seconds = Math.floor(now() / 1000);
        // To the address just checked, never to one a second lookup would give (address.ts).
        const target = pinnedRequest(endpoint.url, checked.address);
        const res = await fetch(target.url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
          headers: {
            ...(target.host && { host: target.host }),
            'content-type': 'application/json',
            'user-agent': 'Castellan-Webhooks/1',
            [WEBHOOK_SIGNATURE_HEADER]: signatureOf(sealer.open(endpoint.secretSealed), delivery.body, seconds),
          },
          body: delivery.body,
          ...(target.tls && { tls: target.tls }),
        });
        status = res.status;
        await res.body?.cancel();
        if (status >= 300 && status < 400) error = 'redirects are not followed';
      } catch (err) {
        error = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` : 'could not connect';
      }
    }
    const attempts = delivery.attempts + 1;
    if (status !== null && status >= 200 && status < 300) {
      await WebhookDeliveryModel.updateOne(
        { _id: delivery._id },
        { $set: { status: 'delivered', attempts, lastStatus: status, lastError: null, nextAt: null, deliveredAt: new Date(now()) } },
      );
      webhookTried('delivered');
      await WebhookEndpointModel.updateOne({ _id: endpoint._id }, { $set: { failuresInARow: 0 } });
      return;
    }
    const wait = WEBHOOK_RETRY_SECONDS[attempts - 1];
    await WebhookDeliveryModel.updateOne(
      { _id: delivery._id },
      {
        $set: {
          attempts,
          lastStatus: status,
          lastError: error ?? `answered ${status}`,
          status: wait === undefined ? 'failed' : 'pending',
          nextAt: wait === undefined ? null : new Date(now() + wait * 1000),
        },
      },
    );
    webhookTried(wait === undefined ? 'gave_up' : 'retrying');
    const counted = await WebhookEndpointModel.findOneAndUpdate(
      { _id: endpoint._id },
      { $inc: { failuresInARow: 1 } },
      { returnDocument: 'after' },
    ).lean<WebhookEndpoint>();
    const failures = counted?.failuresInARow ?? 0;
    if (failures < WEBHOOK_PAUSE_AFTER) return;
    // Paused once, and told once, whichever try crossed the line.
    const paused = await WebhookEndpointModel.updateOne({ _id: endpoint._id, pausedReason: null }, { $set: { pausedReason: 'failing' } });
    if (paused.modifiedCount)
      await notify(String(endpoint.userId), said(notificationLines, 'webhookPaused', { host: new URL(endpoint.url).host, count: failures }));
  }

  /** Takes a listed delivery for one try: true for exactly one of the instances that listed it as it is now. */
  async function take(d: WebhookDelivery): Promise<boolean> {
    const taken = await WebhookDeliveryModel.updateOne(
      { _id: d._id, status: 'pending', attempts: d.attempts, nextAt: d.nextAt },
      { $set: { nextAt: new Date(now() + TRY_HOLD_MS) } },
    );
    return taken.modifiedCount === 1;
  }

  return {
    async list(user: UserDocument): Promise<WebhookEndpointView[]> {
      return (await WebhookEndpointModel.find({ userId: user._id }).sort({ createdAt: 1, _id: 1 }).lean<WebhookEndpoint[]>()).map(viewOf);
    },

    async create(user: UserDocument, input: { url: string; kinds: WebhookKind[] }): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
      assertPlan(user);
      if (!input.kinds.length) throw new ValidationFailedError(said(webhookErrors, 'noKinds'), 'kinds');
      const url = await checkedUrl(input.url);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const created = await perUser(`webhooks.${user.id}`, async () => {
        if ((await WebhookEndpointModel.countDocuments({ userId: user._id })) >= WEBHOOK_ENDPOINTS_MAX)
          throw new ConflictError(said(webhookErrors, 'tooMany', { count: WEBHOOK_ENDPOINTS_MAX }));
        return WebhookEndpointModel.create({ userId: user._id, url, kinds: [...new Set(input.kinds)], secretSealed: sealer.seal(secret) });
      });
      return { endpoint: viewOf(created.toObject() as WebhookEndpoint), secret };
    },

    async update(user: UserDocument, endpointId: string, changes: { kinds?: WebhookKind[]; paused?: boolean }): Promise<WebhookEndpointView> {
      const endpoint = await mine(user, endpointId);
      if (changes.kinds && !changes.kinds.length) throw new ValidationFailedError(said(webhookErrors, 'noKinds'), 'kinds');
      if (changes.paused === false) assertPlan(user);
      const set: Record<string, unknown> = {};
      if (changes.kinds) set.kinds = [...new Set(changes.kinds)];
      if (changes.paused !== undefined) Object.assign(set, changes.paused ? { pausedReason: 'player' } : { pausedReason: null, failuresInARow: 0 });
      await WebhookEndpointModel.updateOne({ _id: endpoint._id }, { $set: set });
      if (changes.paused === false)
        await WebhookDeliveryModel.updateMany({ endpointId: endpoint._id, status: 'pending', nextAt: null }, { $set: { nextAt: new Date(now()) } });
      return viewOf((await WebhookEndpointModel.findById(endpoint._id).lean<WebhookEndpoint>())!);
    },

    async remove(user: UserDocument, endpointId: string): Promise<void> {
      const endpoint = await mine(user, endpointId);
      await WebhookEndpointModel.deleteOne({ _id: endpoint._id });
      await WebhookDeliveryModel.deleteMany({ endpointId: endpoint._id });
    },

    async deliveries(user: UserDocument, endpointId: string): Promise<WebhookDeliveryView[]> {
      const endpoint = await mine(user, endpointId);
      return (
        await WebhookDeliveryModel.find({ endpointId: endpoint._id }).sort({ createdAt: -1, _id: -1 }).limit(WEBHOOK_LOG_KEPT).lean<WebhookDelivery[]>()
      ).map(deliveryView);
    },

    async resend(user: UserDocument, deliveryId: string): Promise<WebhookDeliveryView> {
      assertPlan(user);
      const original = mongoose.isValidObjectId(deliveryId)
        ? await WebhookDeliveryModel.findOne({ _id: deliveryId, userId: user._id }).lean<WebhookDelivery>()
        : null;
      if (!original) throw new NotFoundError('Webhook delivery');
      const copy = await WebhookDeliveryModel.create({
        endpointId: original.endpointId,
        userId: original.userId,
        type: original.type,
        body: original.body,
        nextAt: new Date(now()),
      });
      return deliveryView(copy.toObject() as WebhookDelivery);
    },

    async test(user: UserDocument, endpointId: string): Promise<WebhookDeliveryView> {
      assertPlan(user);
      const endpoint = await mine(user, endpointId);
      return deliveryView(await queue(endpoint, 'test', { message: 'A test event from Castellan: your webhook works.', bot_id: null }));
    },

    async enqueue(events: WebhookEvent[]): Promise<void> {
      if (!events.length) return;
      const endpoints = await WebhookEndpointModel.find({ userId: { $in: [...new Set(events.map((e) => e.userId))] } }).lean<WebhookEndpoint[]>();
      if (!endpoints.length) return;
      // Whose endpoints: their plan (webhooks come with Premium) and the language they read.
      const people = new Map((await usersByIds([...new Set(endpoints.map((e) => String(e.userId)))])).map((u) => [u.id as string, u]));
      for (const event of events) {
        const person = people.get(event.userId);
        for (const endpoint of endpoints.filter(
          (e) => String(e.userId) === event.userId && (e.kinds as string[]).includes(event.kind) && canUseWebhooks(person?.plan),
        )) {
          const message = typeof event.message === 'string' ? { text: event.message, message: null } : event.message;
          const language = languageOf(person);
          const localized = message.message ? textOf(language, message.message, message.text) : message.text;
          await queue(endpoint, event.kind, {
            message: message.text,
            message_key: message.message?.key ?? null,
            language,
            localized_message: localized,
            bot_id: event.botId ?? null,
          });
        }
      }
    },

    async tick(): Promise<void> {
      try {
        // An endpoint whose tries are under way here is left out: a slow receiver holds only its own player's deliveries.
        const due = await WebhookDeliveryModel.find({ status: 'pending', nextAt: { $ne: null, $lte: new Date(now()) }, endpointId: { $nin: [...busy] } })
          .sort({ nextAt: 1 })
          .limit(50)
          .lean<WebhookDelivery[]>();
        // One endpoint's deliveries one after another, in order (its run of failures is counted right);
        // the endpoints side by side.
        const byEndpoint = new Map<string, WebhookDelivery[]>();
        for (const d of due) byEndpoint.set(String(d.endpointId), [...(byEndpoint.get(String(d.endpointId)) ?? []), d]);
        await Promise.all(
          [...byEndpoint].map(async ([endpointId, deliveries]) => {
            busy.add(endpointId);
            try {
              for (const d of deliveries) if (await take(d)) await attempt(d);
            } finally {
              busy.delete(endpointId);
            }
          }),
        );
      } catch (err) {
        log.warn('webhook deliveries not tried', { error: String(err) });
      }
    },
  };
}
