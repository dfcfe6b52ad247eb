/**
 * What the API sends a runner (game password, login token, bot secrets) is sealed to that runner alone:
 * each runner makes an X25519 key pair when it starts and announces the public half; the API seals
 * every session to it with a fresh key pair of its own (ECDH, then HKDF-SHA256, then AES-256-GCM, the
 * runner's id as associated data). The engine, and anyone reading its streams, sees only ciphertext;
 * the private key never leaves the runner's memory.
 */
import { createCipheriv, createDecipheriv, createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';

export type RunnerKeys = { publicKey: string; open(sealed: string): string };

const INFO = Buffer.from('castellan runner session v1');

function keyFor(shared: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', shared, salt, INFO, 32));
}

const publicKeyFrom = (base64: string): KeyObject => createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
const exported = (key: KeyObject) => key.export({ type: 'spki', format: 'der' }).toString('base64');

/** A runner's key pair: the public half to announce, and the opener of what is sealed to it. */
export function createRunnerKeys(runnerId: string): RunnerKeys {
  const { publicKey, privateKey } = generateKeyPairSync('x25519');
  return {
    publicKey: exported(publicKey),
    open(sealed) {
      const [version, ephemeral, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 's1' || !ephemeral || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed session.');
      const ephemeralKey = Buffer.from(ephemeral, 'base64url');
      const shared = diffieHellman({ privateKey, publicKey: createPublicKey({ key: ephemeralKey, format: 'der', type: 'spki' }) });
      const decipher = createDecipheriv('aes-256-gcm', keyFor(shared, ephemeralKey), Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(runnerId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** Seals `plaintext` so that only the runner `runnerId` holding the private half of `runnerPublicKey` can open it. */
export function sealForRunner(runnerId: string, runnerPublicKey: string, plaintext: string): string {
  const ephemeral = generateKeyPairSync('x25519');
  const ephemeralKey = ephemeral.publicKey.export({ type: 'spki', format: 'der' });
  const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: publicKeyFrom(runnerPublicKey) });
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(shared, ephemeralKey), iv);
  cipher.setAAD(Buffer.from(runnerId));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['s1', ephemeralKey, iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}
