/**
 * Webhooks out (issue 39): a player's own HTTPS endpoints receive their notifications as they happen,
 * signed as Stripe signs its webhooks. The wire vocabulary both sides and the player's receivers read.
 *
 * A delivery is `POST <url>` with a JSON body `{ id, type, created_at, data: { message, bot_id } }` and
 * the header `Castellan-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the
 * endpoint's secret>`. A receiver checks the HMAC and that `t` is recent, and answers 2xx quickly.
 */
import { ADMIN_KINDS, NOTIFICATION_KINDS, type NotificationKind } from './notifications';
import { planIncludes } from './plans';

/** What an endpoint may receive: every kind a player gets (the platform's alerts go to the admins' own channels, api/src/modules/alerts). */
export const WEBHOOK_KINDS = NOTIFICATION_KINDS.filter((kind) => !ADMIN_KINDS.includes(kind)) as unknown as readonly [NotificationKind, ...NotificationKind[]];
export type WebhookKind = NotificationKind;
export const isWebhookKind = (value: unknown): value is WebhookKind => (WEBHOOK_KINDS as readonly unknown[]).includes(value);

/** Webhooks come with this plan and up. */
export const WEBHOOK_PLAN = 'premium' as const;
export const canUseWebhooks = (plan: string | null | undefined): boolean => planIncludes(plan, WEBHOOK_PLAN);

export const WEBHOOK_SIGNATURE_HEADER = 'castellan-signature';
/** Endpoints one player may have. */
export const WEBHOOK_ENDPOINTS_MAX = 5;
export const WEBHOOK_URL_MAX = 500;
/** A delivery's tries: the first at once, then after each of these waits (seconds); then it has failed. */
export const WEBHOOK_RETRY_SECONDS = [10, 60, 300, 1800, 7200] as const;
/** Failed tries in a row (any delivery) after which an endpoint is paused, and its player told. */
export const WEBHOOK_PAUSE_AFTER = 10;
/** A receiver has this long to answer a try. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Deliveries kept per endpoint in its log, newest first. */
export const WEBHOOK_LOG_KEPT = 100;

export type WebhookEndpointView = {
  id: string;
  url: string;
  kinds: WebhookKind[];
  /** Paused by its player, or after failing WEBHOOK_PAUSE_AFTER tries in a row; nothing is sent while paused. */
  paused: boolean;
  paused_reason: 'failing' | 'player' | null;
  failures_in_a_row: number;
  created_at: string;
};

export type WebhookDeliveryView = {
  id: string;
  endpoint_id: string;
  type: WebhookKind | 'test';
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** The receiver's HTTP status at the last try (null: no answer). */
  last_status: number | null;
  last_error: string | null;
  next_try_at: string | null;
  /** The JSON sent, as sent. */
  body: string;
  created_at: string;
  delivered_at: string | null;
};
