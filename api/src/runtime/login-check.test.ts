/**
 * A test login that never gets in answers how long it waited and the last thing the session said, as a
 * message too, so the API can answer it in the asker's language (the English stays the words it was).
 */
import { expect, test } from 'bun:test';
import { newDeviceId } from '@shared/game-wire/login';
import { zoneOf } from '@shared/game';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { messagesIn } from '@shared/i18n/messages';
import { textOf } from '@shared/i18n/said';
import { SessionPool } from './session-pool';
import { loginCheckAnswers } from '@shared/login-check.messages';
import type { AccountSpec } from './types';

loadCatalogue();

test('no login in time: "No login within 1 s." and the last line, in English and, from its message, in German', async () => {
  // Nothing listens there: every try is "Cannot reach the game".
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  const account: AccountSpec = {
    id: 'check',
    server: 'INT1',
    zone: zoneOf('INT1'),
    username: 'Nobody',
    password: 'pw',
    gameUrl: `ws://127.0.0.1:${port}`,
    proxy: null,
    yieldMinutes: 1,
    loginToken: null,
    deviceId: newDeviceId(),
  };
  const pool = new SessionPool({ paceScale: 0.01, backoff: { firstMs: 50, capMs: 400 } });

  const check = await pool.checkLogin(account, 1_000);
  expect(check.ok).toBe(false);
  expect(check.message).toMatch(/^No login within 1 s\. Cannot reach the game \(.+\); trying again in .+\.$/);
  expect(check.said?.key).toBe('answers/login-check.noLoginLast');

  const german = textOf('de', check.said, check.message);
  const start = messagesIn('de', loginCheckAnswers).noLoginLast({ seconds: '1', last: '' }).trim();
  expect(german.startsWith(start)).toBe(true);
  expect(german).not.toContain('Cannot reach the game');
  expect(textOf('en', check.said, check.message)).toBe(check.message);
});
