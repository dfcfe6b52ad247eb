/**
 * Webhook signatures. PayPal signs `<transmission id>|<transmission time>|<webhook id>|<crc32 of the body>`
 * with SHA256withRSA and publishes the certificate at `paypal-cert-url`. The fake signs the same
 * message with an HMAC key only it knows instead: our integration verifies through
 * POST /v1/notifications/verify-webhook-signature (PayPal checks, we never touch the certificate),
 * so only the fake has to be able to tell its own signatures apart, and an HMAC needs no X.509 machinery.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What PayPal advertises in `paypal-auth-algo`; kept so the header values look like production's. */
export const AUTH_ALGO = 'SHA256withRSA';

export type SignedFields = {
  transmissionId: string;
  transmissionTime: string;
  webhookId: string;
  /** The event as it travels: the JSON text of the delivery body. */
  body: string;
};

export function createSigner() {
  const key = randomBytes(32);

  const message = ({ transmissionId, transmissionTime, webhookId, body }: SignedFields) =>
    `${transmissionId}|${transmissionTime}|${webhookId}|${Bun.hash.crc32(body)}`;

  return {
    sign(fields: SignedFields): string {
      return createHmac('sha256', key).update(message(fields)).digest('base64');
    },
    verify(fields: SignedFields, signature: string): boolean {
      const expected = createHmac('sha256', key).update(message(fields)).digest();
      const given = Buffer.from(signature, 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type Signer = ReturnType<typeof createSigner>;
