/**
 * Each rule over fixtures: it fires past its bound (saying what it saw, in figures, and naming its
 * metric), it does not fire at or under the bound, and a later fixture where the trouble is over fires
 * nothing (the evaluator then resolves the episode: evaluator.test.ts). Pure: no database.
 */
import { describe, expect, test } from 'bun:test';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { textOf } from '@shared/i18n/said';
import { DEFAULT_ALERT_SETTINGS, loadAlertSettings } from './settings';
import { judgeLogins, type LoginTally } from './rules/login-failures';
import { judgeRunners, type RunnerSeen } from './rules/runner-silent';
import { judgeQueues } from './rules/queue-depth';
import { judgePayments } from './rules/payments-failing';
import { judgeLockWave } from './rules/safety-lock-wave';
import { metricLink } from './rule';
import type { PaymentSeen } from '../billing/payment-run';

loadCatalogue();
const S = DEFAULT_ALERT_SETTINGS;
const MIN = 60_000;
const at = (iso: string) => new Date(iso);

/** Logins of one world: `ok` successes and each failure outcome's count. */
const logins = (world: string, counts: Record<string, number>): LoginTally => Object.entries(counts).map(([outcome, count]) => ({ world, outcome, count }));

describe('world login failures', () => {
  // The 24 hours before: 2 % failed (wrong passwords, as every day).
  const baseline = logins('INT1', { ok: 980, wrong_password: 20 });

  test('fire when a world’s failure share jumps over its baseline, saying the figures as the issue asks', () => {
    const [firing, ...more] = judgeLogins(logins('INT1', { ok: 1, version_refused: 14 }), baseline, [], S.logins);
    expect(more).toEqual([]);
    expect(firing!.subject).toBe('INT1');
    expect(firing!.saw.text).toBe('INT1: 14 of 15 logins failed in 15 min with version_refused, baseline 2 %.');
    expect(firing!.metric).toEqual({
      series: 'castellan_game_logins_total',
      query: 'sum by (outcome) (increase(castellan_game_logins_total{world="INT1"}[15m]))',
    });
  });

  test('several outcomes: the most frequent is named with its count', () => {
    const [firing] = judgeLogins(logins('DE1', { ok: 2, handshake_failed: 9, timeout: 4 }), [], [], S.logins);
    expect(firing!.saw.text).toBe('DE1: 13 of 15 logins failed in 15 min, 9 with handshake_failed, baseline 0 %.');
  });

  test('do not fire under the bound: too few logins, a share under the threshold, or a world that always fails this much', () => {
    expect(judgeLogins(logins('INT1', { ok: 1, version_refused: 8 }), baseline, [], S.logins)).toEqual([]); // 9 logins < 10
    expect(judgeLogins(logins('INT1', { ok: 11, version_refused: 9 }), baseline, [], S.logins)).toEqual([]); // 45 % < 50 %
    expect(judgeLogins(logins('INT1', { ok: 6, proxy: 9 }), logins('INT1', { ok: 50, proxy: 50 }), [], S.logins)).toEqual([]); // 60 % against 50 %: a rise of 10 points
  });

  test('the status module’s verdict fires for its world even when the figures do not, and says since when', () => {
    const change = { world: 'FR1', pattern: 'version_refused', since: at('2026-11-28T12:03:00Z'), accounts: 7 };
    const [firing] = judgeLogins(logins('FR1', { version_refused: 3 }), [], [change], S.logins);
    expect(firing!.subject).toBe('FR1');
    expect(firing!.saw.text).toBe('FR1: the game seems to have changed (version_refused) since 12:03 PM UTC; 7 game accounts affected.');
    // A world the figures name already is one alert, with the figures.
    const both = judgeLogins(logins('INT1', { version_refused: 15 }), baseline, [{ ...change, world: 'INT1' }], S.logins);
    expect(both.map((f) => f.saw.text)).toEqual(['INT1: 15 of 15 logins failed in 15 min with version_refused, baseline 2 %.']);
  });

  test('stop firing once the logins succeed again', () => {
    expect(judgeLogins(logins('INT1', { ok: 15 }), baseline, [], S.logins)).toEqual([]);
  });

  test('read in each admin’s language: French writes its narrow no-break spaces, Arabic its own percent sign', () => {
    const [firing] = judgeLogins(logins('INT1', { ok: 1, version_refused: 14 }), baseline, [], S.logins);
    expect(textOf('fr', firing!.saw.message, firing!.saw.text)).toBe(
      'INT1\u202f: 14 connexions sur 15 ont échoué en 15 min avec version_refused, référence 2\u202f%.',
    );
    expect(textOf('ar', firing!.saw.message, firing!.saw.text)).toContain('٪');
  });
});

describe('a runner that stops heartbeating', () => {
  const now = at('2026-11-28T12:10:00Z');
  const runner = (id: string, heardMsAgo: number, draining = false): RunnerSeen => ({
    id,
    host: `host-${id}`,
    heardAt: new Date(now.getTime() - heardMsAgo),
    draining,
  });

  test('fires for a runner silent past its lease, naming it, its host and when it was last alive', () => {
    const firing = judgeRunners([runner('r1', 400), runner('r2', 65_000)], now, S.runners);
    expect(firing.map((f) => f.subject)).toEqual(['r2']);
    expect(firing[0]!.saw.text).toBe(
      'Runner r2 on host-r2 sends no heartbeat: silent for more than 65 s (its lease is 5 s); last seen alive at 12:08:55 PM UTC.',
    );
  });

  test('does not fire within the lease, for a runner that left draining, or for one silent so long it is forgotten', () => {
    expect(judgeRunners([runner('r1', 5_000), runner('r2', 60_000, true), runner('r3', S.runners.forgetAfterMs + 1)], now, S.runners)).toEqual([]);
  });

  test('stops firing once it is heard again', () => {
    expect(judgeRunners([runner('r2', 0)], now, S.runners)).toEqual([]);
  });
});

describe('a queue past its bound', () => {
  const oldest = at('2026-11-28T11:58:00Z');

  test('fires for the webhook deliveries and the mails waiting past their bounds, and for each outbox past its own', () => {
    const firing = judgeQueues(
      {
        webhooks: { waiting: 1_001, oldestAt: oldest },
        mails: { waiting: 101, oldestAt: at('2026-11-28T11:40:00Z') },
        outboxes: [
          { name: 'console lines', pending: 501 },
          { name: 'notifications', pending: 3 },
        ],
      },
      S.queues,
    );
    expect(firing.map((f) => [f.subject, f.saw.text])).toEqual([
      ['webhooks', '1,001 webhook deliveries are waiting, over the bound of 1,000; the oldest since 11:58 AM UTC.'],
      ['mails', '101 e-mails are waiting for another try, over the bound of 100; the oldest since 11:40 AM UTC.'],
      ['outbox:console lines', '501 messages wait in the outbox “console lines” of the leading API instance, over the bound of 500.'],
    ]);
    expect(firing[1]!.metric.query).toBe('max(castellan_mail_queue_depth)');
    expect(firing[2]!.metric.query).toBe('castellan_outbox_depth{outbox="console_lines"}');
  });

  test("another instance's outbox and a runner's are named where they wait", () => {
    const firing = judgeQueues(
      {
        webhooks: { waiting: 0, oldestAt: null },
        mails: { waiting: 0, oldestAt: null },
        outboxes: [
          { name: 'notifications', pending: 900, instance: 'api-2-41' },
          { name: 'events', pending: 1, runner: 'r1' },
          { name: 'events', pending: 501, runner: 'r2' },
        ],
      },
      S.queues,
    );
    expect(firing.map((f) => [f.subject, f.saw.text])).toEqual([
      ['outbox:notifications@api-2-41', '900 messages wait in the outbox “notifications” of the API instance api-2-41, over the bound of 500.'],
      ['outbox:events@runner:r2', '501 messages wait in the outbox “events” of the runner r2, over the bound of 500.'],
    ]);
  });

  test('does not fire at the bound', () => {
    expect(
      judgeQueues(
        { webhooks: { waiting: 1_000, oldestAt: oldest }, mails: { waiting: 100, oldestAt: oldest }, outboxes: [{ name: 'notifications', pending: 500 }] },
        S.queues,
      ),
    ).toEqual([]);
  });

  test('stops firing once the queue drains', () => {
    expect(
      judgeQueues(
        { webhooks: { waiting: 0, oldestAt: null }, mails: { waiting: 0, oldestAt: null }, outboxes: [{ name: 'console lines', pending: 0 }] },
        S.queues,
      ),
    ).toEqual([]);
  });
});

describe('payments failing in a row', () => {
  const payment = (minute: number, failed: boolean, provider: PaymentSeen['provider'] = 'stripe'): PaymentSeen => ({
    provider,
    failed,
    at: new Date(Date.UTC(2026, 10, 28, 12, minute)),
  });

  test('fire when the newest payments all failed, across players and providers, naming each provider’s share', () => {
    // Newest first: five failures, then an older success.
    const run = [payment(9, true), payment(8, true, 'paypal'), payment(7, true), payment(6, true, 'paypal'), payment(5, true), payment(4, false)];
    const [firing] = judgePayments(run, S.payments);
    expect(firing!.saw.text).toBe('5 payments failed in a row (Stripe 3, PayPal 2), the first at 12:05 PM UTC; none succeeded since.');
  });

  test('do not fire for fewer failures in a row than the bound', () => {
    expect(judgePayments([payment(9, true), payment(8, true), payment(7, true), payment(6, true), payment(5, false), payment(4, true)], S.payments)).toEqual(
      [],
    );
  });

  test('stop at the next payment that succeeds, whoever pays it', () => {
    expect(
      judgePayments([payment(10, false, 'paypal'), payment(9, true), payment(8, true), payment(7, true), payment(6, true), payment(5, true)], S.payments),
    ).toEqual([]);
  });
});

describe('a wave of safety locks', () => {
  const locks = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ cause: i % 3 === 0 ? ('refusals' as const) : i === 1 ? ('warning' as const) : ('ban' as const) }));

  test('fires at the bound of accounts locked in the window, each cause with its count', () => {
    const [firing] = judgeLockWave(locks(10), S.safetyLocks);
    expect(firing!.saw.text).toBe('10 game accounts were safety-locked within 10 min (ban 5, refusals 4, warning 1).');
    expect(firing!.metric.series).toBe('castellan_safety_locks_total');
  });

  test('does not fire under the bound, and stops once the window holds fewer', () => {
    expect(judgeLockWave(locks(9), S.safetyLocks)).toEqual([]);
    expect(judgeLockWave([], S.safetyLocks)).toEqual([]);
  });
});

describe('the settings', () => {
  test('defaults, each overridden by its environment setting', () => {
    const problems: string[] = [];
    const s = loadAlertSettings(
      {
        ALERTS_EVERY_SECONDS: '30',
        ALERTS_LOGIN_FAILURE_PERCENT: '80',
        ALERTS_LOGIN_WINDOW_MINUTES: '5',
        ALERTS_RUNNER_SILENT_SECONDS: '20',
        ALERTS_WEBHOOK_QUEUE_MAX: '50',
        ALERTS_MAIL_QUEUE_MAX: '20',
        ALERTS_PAYMENT_FAILURES_IN_A_ROW: '3',
        ALERTS_SAFETY_LOCKS: '4',
        ALERTS_DISCORD_WEBHOOK_URL: 'https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz',
        ALERTS_DISCORD_LANGUAGE: 'de',
        ALERTS_METRICS_URL: 'https://prometheus.example/',
      },
      problems,
    );
    expect(problems).toEqual([]);
    expect(s).toMatchObject({
      everyMs: 30_000,
      logins: { minShare: 0.8, windowMs: 5 * MIN, minLogins: 10 },
      runners: { silentAfterMs: 20_000 },
      queues: { webhookDeliveries: 50, mails: 20, outbox: 500 },
      payments: { failuresInARow: 3 },
      safetyLocks: { accounts: 4 },
      discordLanguage: 'de',
      metricsUrl: 'https://prometheus.example',
    });
    expect(loadAlertSettings({}, problems)).toEqual(DEFAULT_ALERT_SETTINGS);
  });

  test('a value that is not one refuses the start, named', () => {
    const problems: string[] = [];
    loadAlertSettings(
      {
        ALERTS_SAFETY_LOCKS: 'ten',
        ALERTS_LOGIN_FAILURE_PERCENT: '150',
        ALERTS_DISCORD_WEBHOOK_URL: 'https://example.com/hook',
        ALERTS_METRICS_URL: 'ftp://x',
      },
      problems,
    );
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'ALERTS_LOGIN_FAILURE_PERCENT',
      'ALERTS_SAFETY_LOCKS',
      'ALERTS_DISCORD_WEBHOOK_URL',
      'ALERTS_METRICS_URL',
    ]);
  });

  test('a metric opens in Prometheus under ALERTS_METRICS_URL, or where {query} says (Grafana)', () => {
    const metric = { series: 'castellan_webhook_queue_depth', query: 'max(castellan_webhook_queue_depth)' };
    expect(metricLink(null, metric)).toBeNull();
    expect(metricLink('https://prom.example', metric)).toBe('https://prom.example/graph?g0.expr=max(castellan_webhook_queue_depth)&g0.tab=0&g0.range_input=6h');
    expect(metricLink('https://grafana.example/explore?expr={query}', metric)).toBe('https://grafana.example/explore?expr=max(castellan_webhook_queue_depth)');
  });
});
