/**
 * Our client against the web client's captured handshake (fixtures/web-client-handshake.ts): a server
 * that answers with the captured frames, and our frames compared with the web client's field by field,
 * in the same order: verChk, zone login, autoJoin, roundTrip, vck, then lli's keys.
 */
import { afterEach, expect, test } from 'bun:test';
import { parseCommand } from '@shared/game-wire/protocol';
import { GameClient } from './client';
import { createClientBuildSource, settingOnly } from './client-build';
import { startSimulator } from '../../../../simulator/server';
import { CAPTURE } from './fixtures/web-client-handshake';
import { scriptedSocket, stopScriptedSockets } from './fixtures/scripted-socket';

afterEach(stopScriptedSockets);

/** A server answering as the capture: each frame of ours by the action or command it is. */
function capturedServer() {
  return scriptedSocket(
    (frame, send) => {
      const key = frame.match(/action='([^']+)'/)?.[1] ?? frame.split('%')[3] ?? '';
      for (const reply of (CAPTURE.server as Record<string, readonly string[]>)[key] ?? []) send(reply);
    },
    { perMessageDeflate: true },
  );
}

/** A frame's fields: the XML's attributes and texts, or the %-separated parts of a command. */
function fieldsOf(frame: string): string[] {
  if (frame.startsWith('<')) return [...frame.matchAll(/(\w+)='([^']*)'|<!\[CDATA\[([^\]]*)\]\]>/g)].map((m) => (m[1] ? `${m[1]}=${m[2]}` : `cdata=${m[3]}`));
  return frame.split('%');
}

test("our handshake is the web client's, field by field and in order, with its build and a session id of the same form", async () => {
  const server = capturedServer();
  const ours = new GameClient(server.url, { minIntervalMs: 0, build: settingOnly(CAPTURE.build) });
  await ours.connect(CAPTURE.zone);
  await ours.login('Arthur', { password: 'secret', recaptcha: 'minted-token' }, '1795500131976254200');
  ours.close();

  // The socket offers compression as a browser does, and the server's acceptance is taken.
  expect(server.upgrades.map((h) => h.get('sec-websocket-extensions'))).toEqual([CAPTURE.extensionOffer]);
  const [lli, ...before] = [server.received.find((f) => f.includes('%lli%'))!, ...server.received.filter((f) => !f.includes('%lli%') && !f.includes('%pin%'))];
  expect(before).toHaveLength(CAPTURE.client.length);
  for (const [i, captured] of CAPTURE.client.entries()) {
    const theirs = fieldsOf(captured);
    const mine = fieldsOf(before[i]!);
    if (i === CAPTURE.client.length - 1) {
      // vck: every field the same but the session id, which is random per page load: the same form and range.
      expect(mine.slice(0, -2)).toEqual(theirs.slice(0, -2));
      const sessionId = mine.at(-2)!;
      expect(sessionId).toMatch(/^\d\.\d+e\+\d{3}$/);
      expect(Number(sessionId)).toBeGreaterThan(0);
      expect(Number(sessionId)).toBeLessThanOrEqual(Number.MAX_VALUE);
      expect(sessionId).not.toBe(fieldsOf(CAPTURE.client.at(-1)!).at(-2));
    } else {
      expect(mine).toEqual(theirs);
    }
  }
  // lli: the web client's keys in its order, with the values every login has.
  const fields = parseCommand(lli)!.payload as Record<string, unknown>;
  expect(Object.keys(fields)).toEqual([...CAPTURE.lliKeys]);
  expect(fields).toMatchObject(CAPTURE.lliFixed);
});

test('each connection makes its own session id, as each page load does', async () => {
  const server = capturedServer();
  const ours = new GameClient(server.url, { minIntervalMs: 0, build: settingOnly(CAPTURE.build) });
  await ours.connect(CAPTURE.zone);
  ours.close();
  const again = new GameClient(server.url, { minIntervalMs: 0, build: settingOnly(CAPTURE.build) });
  await again.connect(CAPTURE.zone);
  again.close();
  const ids = server.received.filter((f) => f.includes('%vck%')).map((f) => fieldsOf(f).at(-2));
  expect(ids).toHaveLength(2);
  expect(ids[0]).not.toBe(ids[1]);
});

test('against the local game server: a build older than it takes is refused in words; the build read from its client files gets in', async () => {
  const sim = await startSimulator({ seed: 7, checkOrigin: false, clientBuilds: { oldest: '1168000', newest: null } });
  try {
    const old = new GameClient(sim.url, { minIntervalMs: 0, build: settingOnly('1167009') });
    const refused = await old.connect('EmpireEx').catch((err: unknown) => err);
    old.close();
    expect((refused as Error).message).toBe('the game server says our client build 1167009 is too old');
    const current = new GameClient(sim.url, { minIntervalMs: 0, build: createClientBuildSource({ build: '1167009', clientUrl: sim.clientUrl }) });
    await current.connect('EmpireEx');
    expect(current.connected).toBe(true);
    current.close();
  } finally {
    await sim.stop();
  }
});
