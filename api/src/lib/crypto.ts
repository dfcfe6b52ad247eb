/**
 * Encryption at rest for game passwords and bot secrets: AES-256-GCM with a random 96-bit IV per value.
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>` (base64url), so a future key or algorithm can be told apart.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export type Sealer = { seal(plaintext: string): string; open(sealed: string): string };

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes.');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed value.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
