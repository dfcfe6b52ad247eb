/**
 * A notification raised while FerretDB itself is down (killed with -9; its supervisor starts it again on
 * the same port a moment later): the write is refused by the driver (a MongoBulkWriteError around a
 * server-selection error, no code), held, and in the player's bell once the database is back, once;
 * the caller is not kept waiting meanwhile. Before, it was logged and dropped.
 *
 * The database is this file's own (the run's shared one is given back after): killing it touches no
 * other test file.
 */
import { expect, test } from 'bun:test';
import { said } from '@shared/i18n/said';
import { notificationLines } from '@shared/notifications.messages';
import { call, signUp, testApp, waitFor } from '../../../test/helpers';
import { ownDatabase } from '../../../test/own-database';
import { heldNotifications, notify } from './service';

/** Longer than the driver's server selection (800 ms), so a write is refused, not just slow. */
const AWAY_MS = 2_500;
const app = testApp();

const db = ownDatabase('notify_outage', { throwaway: true, firstBackoffMs: AWAY_MS, log: () => {} });

test('a notification raised while FerretDB is killed is in the bell once it is back, once, and its raiser did not wait for it', async () => {
  const player = await signUp(app);
  const bell = async () => (await call(app, 'GET', '/api/users/me/notifications', { token: player.token })).body as { message: string }[];
  expect(await bell()).toEqual([]);

  db().kept.proc.kill('SIGKILL');
  await db().kept.proc.exited;
  const raisedAt = performance.now();
  await notify(player.user.id, 'attack', said(notificationLines, 'stopped', { bot: 'Watchman' }));
  await notify(player.user.id, 'error', said(notificationLines, 'stopped', { bot: 'Farmer' }));
  // Held, not dropped; the first waited for the driver's server selection at most, the second not at all.
  expect(performance.now() - raisedAt).toBeLessThan(AWAY_MS);
  expect(heldNotifications()).toBe(2);

  await waitFor('the held notifications written', () => heldNotifications() === 0, 30_000, 100);
  expect((await bell()).map((n) => n.message)).toEqual(['Bot "Farmer" stopped.', 'Bot "Watchman" stopped.']);
}, 60_000);
