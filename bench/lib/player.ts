/**
 * A bench's signed-in player. Sign-up ends with a mailed link (api/src/modules/auth/credentials/sign-ups.ts),
 * and the benches run without mail (MAIL=off) and do not measure signing up: the account is written to the
 * database as an opened sign-up link leaves it (argon2id hash, address verified), then signed in through
 * the real POST /api/auth/login.
 */
import mongoose from 'mongoose';

export const BENCH_PASSWORD = 'bench password';

/** Creates the player `email` (with `fields`, e.g. a plan) and returns its session token. */
export async function benchPlayer(api: string, mongoUri: string, email: string, fields: Record<string, unknown> = {}): Promise<string> {
  const conn = await mongoose.createConnection(mongoUri).asPromise();
  try {
    const now = new Date();
    const passwordHash = await Bun.password.hash(BENCH_PASSWORD, { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 });
    await conn.collection('users').insertOne({ email, passwordHash, emailVerifiedAt: now, plan: 'starter', createdAt: now, updatedAt: now, ...fields });
  } finally {
    await conn.close();
  }
  const res = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`bench sign-in of ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
