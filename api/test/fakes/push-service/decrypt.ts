/**
 * What a browser does with a push it receives, written from the RFCs and not from the library that
 * encrypts (web-push and its http_ece): RFC 8291 (Message Encryption for Web Push) over RFC 8188's
 * aes128gcm content coding, and RFC 8292's VAPID header checked as a push service checks it.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { importJWK, jwtVerify } from 'jose';

/** A browser's side of one subscription: its P-256 key pair and the 16-byte auth secret it shares with us. */
export type BrowserKeys = { ecdh: ECDH; auth: Buffer; p256dh: string; authB64: string };

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey('base64url', 'uncompressed'), authB64: auth.toString('base64url') };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Opens an aes128gcm body sent to `keys`; throws on anything a browser would drop. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  // RFC 8188 §2.1: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65 || senderKey[0] !== 4) throw new Error('the key id is not an uncompressed P-256 key');
  if (records.length > recordSize) throw new Error('more than one record (a push is one)');
  // RFC 8291 §3.3-3.4: the shared secret, mixed with the auth secret and both public keys.
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(shared, keys.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export type VapidClaims = { aud: string; exp: number; sub: string; publicKey: string };

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key for this push service's origin. */
export async function verifyVapid(authorization: string | null, origin: string): Promise<VapidClaims> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Authorization is not "vapid t=…, k=…": ${authorization}`);
  const [, token, k] = match;
  const point = Buffer.from(k!, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    'ES256',
  );
  const { payload, protectedHeader } = await jwtVerify(token!, key, { audience: origin, algorithms: ['ES256'] });
  if (protectedHeader.typ !== 'JWT') throw new Error('typ is not JWT');
  const exp = payload.exp ?? 0;
  // RFC 8292 §2: no more than 24 hours ahead.
  if (exp > Date.now() / 1000 + 24 * 3600) throw new Error('exp is more than 24 h ahead');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('sub is not a mailto: or https: contact');
  return { aud: String(payload.aud), exp, sub: payload.sub, publicKey: k! };
}
