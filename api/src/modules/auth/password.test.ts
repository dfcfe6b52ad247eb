/**
 * Production's password hashing: the suite hashes at a test-only low cost (api/test/preload.ts), so the
 * parameters a real server uses are proved here, in a process of its own started without that preload.
 */
import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { PASSWORD_HASH_PARAMS, hashPassword, verifyPassword } from './password';

test("a server hashes passwords with argon2id at OWASP's minimum (19 MiB, 2 iterations), and checks them", async () => {
  const script = `import { hashPassword, verifyPassword } from ${JSON.stringify(join(import.meta.dir, 'password.ts'))};
    const hash = await hashPassword('correct horse battery');
    console.log(JSON.stringify({ hash, right: await verifyPassword('correct horse battery', hash), wrong: await verifyPassword('wrong horse', hash) }));`;
  // Run from a folder without this repo's bunfig.toml: no test preload, as in a server.
  const proc = Bun.spawn([process.execPath, '-e', script], { cwd: '/', stdout: 'pipe', stderr: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const out = JSON.parse(await new Response(proc.stdout).text());
  expect(await proc.exited).toBe(0);
  expect(out.hash).toStartWith(`$argon2id$v=19$m=${PASSWORD_HASH_PARAMS.memoryCost},t=${PASSWORD_HASH_PARAMS.timeCost},p=1$`);
  expect(PASSWORD_HASH_PARAMS).toEqual({ algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 });
  expect([out.right, out.wrong]).toEqual([true, false]);
});

test('under bun test, hashes are argon2id still, only cheaper, and a production hash is still checked at its own cost', async () => {
  expect(await hashPassword('pw')).toStartWith('$argon2id$v=19$m=256,t=1,p=1$');
  const production = await Bun.password.hash('pw', PASSWORD_HASH_PARAMS);
  expect(await verifyPassword('pw', production)).toBe(true);
});
