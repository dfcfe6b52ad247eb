/**
 * Webhooks out (issue 39): a Premium player adds an endpoint at a local receiver in Settings → Webhooks;
 * a test event arrives signed with the secret shown once; a delivery the receiver failed is retried and
 * then sent again from the log, with the same body and a fresh signature.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { grantPlan, signedUpPlayer } from './helpers';
import { lookAt } from './look';

test('a Premium player adds a webhook; a test event arrives signed, a failed try is retried, and the log sends it again', async ({ page, request }) => {
  // The receiver: fails the first try, then takes everything.
  const got: { signature: string; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      got.push({ signature: String(req.headers['castellan-signature']), body });
      res.writeHead(got.length === 1 ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/castellan`;

  await signedUpPlayer(page);
  await grantPlan(page, request, 'premium', 'webhooks journey');
  await page.goto('/settings#webhooks');
  const panel = page.getByRole('tabpanel', { name: 'Webhooks' });
  await panel.getByLabel('Address (HTTPS)').fill(url);
  await panel.getByRole('checkbox', { name: 'Bot started' }).check();
  await panel.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = (await panel.getByRole('status', { name: 'Signing secret' }).innerText()).trim();
  expect(secret).toMatch(/^whsec_/);
  await panel.getByRole('button', { name: 'Done' }).click();

  const endpoint = panel.getByRole('article', { name: url });
  await endpoint.getByRole('button', { name: 'Deliveries' }).click();
  await expect(endpoint.getByText('Nothing sent yet.')).toBeVisible();
  // The open log is read again once the test is queued.
  await endpoint.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test event queued')).toBeVisible();
  const log = endpoint.getByRole('list', { name: `Deliveries to ${url}` });
  // The first try failed (500): the log says it waits to retry; the retry, ten seconds on, is taken.
  await expect(log.getByRole('listitem').first()).toContainText(/Waiting to retry|Delivered/);
  await expect(log.getByRole('listitem').first()).toContainText('Delivered', { timeout: 45_000 });
  await expect(log.getByRole('listitem').first()).toContainText('2 tries');
  await lookAt(page, 'webhooks', { words: true });
  expect(got).toHaveLength(2);
  for (const { signature, body } of got) {
    const [, t, v1] = signature.match(/^t=(\d+),v1=([0-9a-f]{64})$/)!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    expect(JSON.parse(body)).toMatchObject({ type: 'test' });
  }

  // Sent again from the log: the same body, arriving a third time.
  await log
    .getByRole('button', { name: /^Send again the test event of / })
    .first()
    .click();
  await expect(page.getByText('Queued to send again')).toBeVisible();
  await expect.poll(() => got.length, { timeout: 15_000 }).toBe(3);
  expect(got[2]!.body).toBe(got[0]!.body);
  receiver.close();
});
