/**
 * A safety lock end to end: the runtime process against the local game server, through the API. The game
 * answers one command with a code nobody knows; both bots of the account stop sending (the game server
 * counts what arrives), the lock survives the runtime process being killed, and Resume brings them back.
 */
import { afterAll, expect, test } from 'bun:test';
import { zoneOf } from '@shared/game';
import { NOTIFICATION_KINDS } from '@shared/notifications';
import { action, botPlatform, consoleText, FAST_PACING, playerWithBot, waitForConsole, waitForState, type TestPlatform } from '../../../../test/bots';
import { call, signUp, waitFor } from '../../../../test/helpers';
import { UserModel } from '../../users/user.model';
import { AuditModel } from '../../admin/audit';

let p: TestPlatform;
afterAll(async () => {
  await p?.close();
  await p?.sim.stop();
}, 30_000);

const lockedLine = (username: string) =>
  `${username} is locked for safety: The game answered dcl with code 999, an answer the game client itself has no name for. This bot sends nothing until you press Resume.`;
const count = (text: string, line: string) => text.split(line).length - 1;

test('an unknown code locks the account: both bots stop sending, a runtime restart keeps it, Resume brings them back', async () => {
  p = await botPlatform();
  const { token, user, botId: first, accountId, username } = await playerWithBot(p, 'resource-keeper');
  await UserModel.updateOne({ _id: user.id }, { $set: { plan: 'plus' } }); // two bot slots
  const made = await call(p.app, 'POST', '/api/bots', { token, body: { templateId: 'resource-keeper', accountId, settings: FAST_PACING } });
  expect(made.status).toBe(201);
  const second = made.body.id as string;
  for (const botId of [first, second]) expect((await action(p, token, botId, 'start')).status).toBe(200);
  await waitForState(first, 'online');
  await waitForState(second, 'online');
  const zone = zoneOf('INT1');
  await waitFor('both bots playing', () => p.sim.faults.received(zone, username) > 4);

  // The game answers the next castle read with a code its own client has no name for.
  p.sim.faults.answerWith(zone, username, 'dcl', 999);
  const listed = async () => (await call(p.app, 'GET', '/api/accounts', { token })).body.find((a: { id: string }) => a.id === accountId);
  const locked = await waitFor('the lock kept on the account', async () => (await listed()).locked);
  expect(locked).toMatchObject({
    cause: 'unknown-code',
    command: 'dcl',
    code: 999,
    reason: 'The game answered dcl with code 999, an answer the game client itself has no name for.',
  });
  for (const botId of [first, second]) await waitForConsole(p, botId, lockedLine(username));
  await waitFor('the session logged out', () => p.sim.sessions(username).live === 0);
  // Nothing more arrives: at this pace the bots sent several commands a second while they played. Both said
  // they are locked and the session is gone; what they would send after that has no marker: a time wait.
  const sent = p.sim.faults.received(zone, username);
  const logins = p.sim.sessions(username).logins;
  await Bun.sleep(1_000);
  expect(p.sim.faults.received(zone, username)).toBe(sent);

  // One notification, in the bell, opening the account's card.
  await call(p.app, 'PATCH', '/api/users/me/notification-settings', { token, body: { bell: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) } });
  const bell = (await call(p.app, 'GET', '/api/users/me/notifications', { token })).body as { message: string; link: string | null }[];
  const notices = bell.filter((n) => n.message.startsWith(`Safety lock on ${username} (INT1):`));
  expect(notices).toEqual([
    {
      ...notices[0]!,
      message: `Safety lock on ${username} (INT1): ${locked.reason} Check the account and press Resume.`,
      link: `/accounts#account-${accountId}`,
    },
  ]);

  // The runtime process dies: its replacement resumes both bots locked. They say so and do not log in.
  const pid = p.supervisor.runtimeStats()!.pid;
  process.kill(pid, 'SIGKILL');
  await waitFor('a new runtime process', () => p.supervisor.runtimeStats()!.pid !== pid);
  for (const botId of [first, second])
    await waitFor('the bot locked again in the new process', async () => count(await consoleText(p, botId), lockedLine(username)) >= 2, 25_000);
  // Both said so again; a login they must not make has no marker: a time wait.
  await Bun.sleep(500);
  expect(p.sim.sessions(username)).toMatchObject({ live: 0, logins });
  expect(p.sim.faults.received(zone, username)).toBe(sent);

  // Only the owner resumes: someone else's account is not found, a signed-out caller is refused.
  const stranger = await signUp(p.app);
  expect((await call(p.app, 'POST', `/api/accounts/${accountId}/resume`, { token: stranger.token })).status).toBe(404);
  expect((await call(p.app, 'POST', `/api/accounts/${accountId}/resume`)).status).toBe(401);
  expect((await call(p.app, 'POST', '/api/accounts/not-an-id/resume', { token })).status).toBe(404);
  const resumed = await call(p.app, 'POST', `/api/accounts/${accountId}/resume`, { token });
  expect(resumed.status).toBe(200);
  expect(resumed.body).toMatchObject({
    success: true,
    message: 'Resumed: the safety lock is lifted and the bots play again.',
    lifted: { at: locked.at, code: 999 },
  });
  expect((await listed()).locked).toBeNull();
  expect(await AuditModel.findOne({ action: 'account.resume', target: accountId }).lean()).toMatchObject({
    details: `${username} – INT1: safety lock of ${locked.at} lifted (${locked.reason})`,
  });
  for (const botId of [first, second]) await waitForConsole(p, botId, `Resumed: the safety lock on ${username} is lifted; playing again.`);
  await waitFor('the bots playing again', () => p.sim.faults.received(zone, username) > sent + 4);
  expect(p.sim.sessions(username).live).toBe(1);

  // Nothing left to resume: 409 in words.
  const again = await call(p.app, 'POST', `/api/accounts/${accountId}/resume`, { token });
  expect(again.status).toBe(409);
  expect(again.body.message).toBe(`Nothing to resume: ${username} is not locked for safety.`);
}, 60_000);
