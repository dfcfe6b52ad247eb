/**
 * Sends one web push: `web-push` builds the request (the VAPID JWT signed with our key, the payload
 * encrypted to the browser's key as RFC 8291's aes128gcm), and we send it with fetch, which has a timeout
 * and reaches a local push service in tests (the library's own sender speaks https only).
 */
import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { PushPayload } from '@shared/notifications';
import type { PushConfig } from './push-config';
import type { PushTarget } from './push-subscriptions';

/** `gone`: the push service no longer knows the device (404/410): forget it. */
/** `status`: the push service's answer, when it answered something we have no words for. */
export type PushOutcome = { sent: true } | { sent: false; gone: boolean; why: string; status?: number };

export type PushOptions = {
  /** Seconds the push service may hold it for a device that is off (an attack's alert is useless after it lands). */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** A push service keeps only the newest undelivered message per topic (an attack's reminders replace each other there too). */
  topic?: string;
};

export interface SendPush {
  /** One push to one device; never throws: `gone` says the push service forgot the device. */
  (target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome>;
}

export function createPushSender(config: PushConfig): SendPush {
  const vapidDetails = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };

  return async function sendPush(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome> {
    const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: target.keys }, JSON.stringify(payload), {
      vapidDetails,
      TTL: Math.max(0, Math.round(options.ttlSeconds)),
      urgency: options.urgency,
      // A topic is at most 32 URL-safe characters: the tag's digest.
      ...(options.topic ? { topic: createHash('sha256').update(options.topic).digest('base64url').slice(0, 32) } : {}),
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const res = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      if (res.status >= 200 && res.status < 300) return { sent: true };
      if (res.status === 404 || res.status === 410) return { sent: false, gone: true, why: 'the browser unsubscribed (or its push service forgot it)' };
      if (res.status === 413) return { sent: false, gone: false, why: 'the message is too large for the push service' };
      if (res.status === 429) return { sent: false, gone: false, why: 'the push service asks us to slow down' };
      return { sent: false, gone: false, why: `the push service answered ${res.status}`, status: res.status };
    } catch {
      return { sent: false, gone: false, why: 'the push service could not be reached' };
    }
  };
}
