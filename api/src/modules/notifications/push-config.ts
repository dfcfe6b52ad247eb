/**
 * Web push settings. VAPID_PRIVATE_KEY: the key (P-256, 32 bytes base64url, as `npx web-push
 * generate-vapid-keys` prints it) the API signs every push with; the public half is derived from it, so
 * the two cannot disagree (VAPID_PUBLIC_KEY, if given, is checked against it). Browsers subscribed under
 * one key refuse pushes signed by another, so the key must outlive restarts: in development it is
 * generated once into the data folder like the other secrets; production refuses to start without it.
 * VAPID_SUBJECT: how a push service reaches the operator (an https: URL or mailto:), by default the site.
 */
import { createECDH } from 'node:crypto';

export type PushConfig = {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Endpoints on this machine (a local push service in tests and development); never in production. */
  allowLoopback: boolean;
};

type Env = Record<string, string | undefined>;

const B64URL_32 = /^[A-Za-z0-9_-]{43}$/;

export function loadPushConfig(env: Env, production: boolean, siteOrigin: string, generated: (name: string) => string, problems: string[]): PushConfig {
  let privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if (!privateKey) {
    if (production)
      problems.push('VAPID_PRIVATE_KEY must be set in production (web push): `npx web-push generate-vapid-keys` prints a pair; the private key is enough.');
    else privateKey = generated('VAPID_PRIVATE_KEY');
  }
  let publicKey = '';
  if (privateKey) {
    try {
      if (!B64URL_32.test(privateKey)) throw new Error('size');
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
      publicKey = ecdh.getPublicKey('base64url', 'uncompressed');
    } catch {
      problems.push('VAPID_PRIVATE_KEY must be a P-256 private key of 32 bytes in URL-safe base64 (npx web-push generate-vapid-keys).');
    }
  }
  const givenPublic = env.VAPID_PUBLIC_KEY?.trim();
  if (givenPublic && publicKey && givenPublic !== publicKey)
    problems.push('VAPID_PUBLIC_KEY is not the public half of VAPID_PRIVATE_KEY (leave it unset: it is derived).');

  const subject = env.VAPID_SUBJECT?.trim() || (siteOrigin.startsWith('https://') ? siteOrigin : 'mailto:no-reply@castellan.local');
  if (!/^(https:\/\/|mailto:)\S+$/.test(subject)) problems.push(`VAPID_SUBJECT must be an https: URL or a mailto: address, got "${subject}".`);
  return { publicKey, privateKey, subject, allowLoopback: !production };
}
