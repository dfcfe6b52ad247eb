/**
 * Receipts against the Stripe stand-in over HTTP: each payment (the first, an upgrade's prorated charge)
 * is mailed once in the player's language and listed under Invoices with a printable page that only its
 * owner opens, naming the card it was paid with and drawn in the player's theme.
 */
import { afterAll, expect, test } from 'bun:test';
import { call, signUp, waitFor } from '../../../../test/helpers';
import { standInPlatform } from '../../../../test/billing';
import { mailsTo, mailTo } from '../../../../test/mailbox';
import { UserModel } from '../../users/user.model';

const standIn = await standInPlatform();
const { platform, app } = standIn;
afterAll(() => standIn.close());

type Invoice = { id: string; number: string; amount: number; plan: string; change: boolean; provider: string; documentUrl: string; refundedAt: string | null };
const invoicesOf = async (token: string) => (await call(app, 'GET', '/api/subscriptions/invoices', { token })).body.invoices as Invoice[];

test('the first payment and an upgrade each get one receipt mail and one invoice; the page is its owner’s alone', async () => {
  const { token, user } = await signUp(app);
  const session = await call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'premium' } });
  await fetch(session.body.url, { method: 'POST', redirect: 'manual' });

  const receipt = await mailTo(user.email, { subject: /receipt/ });
  expect(receipt.subject).toBe('Your Castellan receipt: $19.99 for Premium');
  expect(receipt.text).toContain('Thank you: we received $19.99 for Castellan Premium on');
  expect(receipt.text).toContain('Paid with: your card (Stripe).');
  expect(receipt.text).toContain('/dashboard?tab=settings#invoices');
  const first = await waitFor('the first invoice', async () => (await invoicesOf(token)).at(0));
  expect(first).toMatchObject({ amount: 1999, plan: 'premium', provider: 'stripe', change: false, refundedAt: null });
  expect(first.number).toMatch(/^R-\d{8}-[0-9A-F]{6}$/);

  const quote = (await call(app, 'GET', '/api/subscriptions/change?plan=professional', { token })).body;
  await call(app, 'POST', '/api/subscriptions/change', { token, body: { plan: 'professional', quoteId: quote.quoteId } });
  await waitFor('the upgrade’s invoice', async () => (await invoicesOf(token)).length === 2);
  const [upgrade] = await invoicesOf(token);
  expect(upgrade).toMatchObject({ amount: quote.dueNow, plan: 'professional', change: true });
  await waitFor('two receipts', async () => (await mailsTo(user.email)).filter((m) => /receipt/.test(m.subject)).length === 2);

  // Settled again (a replayed webhook, the sweep): nothing is mailed twice.
  await platform.entitlement.apply(user.id);
  expect((await mailsTo(user.email)).filter((m) => /receipt/.test(m.subject))).toHaveLength(2);

  const page = await call(app, 'GET', upgrade!.documentUrl, { token });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(String(page.body)).toContain(`Receipt ${upgrade!.number}`);
  expect(String(page.body)).toContain('Castellan Professional, change of plan (prorated)');
  expect(String(page.body)).toContain(user.email);
  // The card as Stripe keeps it on the payment's method (issue 64: the page said only "your card (Stripe)").
  expect(String(page.body)).toContain('<th scope="row">Payment method</th><td>Visa ending in 4242</td>');
  // It looks like the app: its header with a way back to the invoices, in the theme the dashboard's link says
  // (the app's default, dark, without one or with one it does not know), and plain paper in print.
  expect(String(page.body)).toContain('<a href="/dashboard?tab=settings#invoices">See your invoices</a>');
  expect(String(page.body)).toContain('data-theme="dark"');
  // Its style sheet is the one its policy allows, by hash (issue 64: the API's policy refused it, and the page was unstyled).
  const style = /<style>([\s\S]*?)<\/style>/.exec(String(page.body))![1]!;
  const hash = new Bun.CryptoHasher('sha256').update(style).digest('base64');
  expect(page.headers.get('content-security-policy')).toContain(`style-src 'sha256-${hash}'`);
  expect(page.headers.get('content-security-policy')).toStartWith("default-src 'none'");
  expect(String(page.body)).not.toContain('<script');
  expect(String(page.body)).toContain("html[data-theme='light'] { --bg: #f6f4ef;");
  const light = await call(app, 'GET', `${upgrade!.documentUrl}?theme=light`, { token });
  expect(String(light.body)).toContain('data-theme="light"');
  expect(String((await call(app, 'GET', `${upgrade!.documentUrl}?theme=neon`, { token })).body)).toContain('data-theme="dark"');
  const stranger = await signUp(app);
  expect((await call(app, 'GET', upgrade!.documentUrl, { token: stranger.token })).status).toBe(404);
  expect((await call(app, 'GET', '/api/subscriptions/invoices/nonsense', { token })).status).toBe(404);
  expect((await call(app, 'GET', '/api/subscriptions/invoices')).status).toBe(401);
});

test('a German player’s receipt and its page are in German, the money written their way', async () => {
  const { token, user } = await signUp(app);
  await UserModel.updateOne({ _id: user.id }, { language: 'de' });
  const session = await call(app, 'POST', '/api/stripe/create-session', { token, body: { plan: 'plus' } });
  await fetch(session.body.url, { method: 'POST', redirect: 'manual' });
  const mail = await mailTo(user.email, { subject: /9,99/ });
  expect(mail.subject).toContain('9,99');
  const [invoice] = await waitFor('the invoice', async () => {
    const list = await invoicesOf(token);
    return list.length ? list : null;
  });
  const page = await app.handle(
    new Request(`http://localhost${invoice!.documentUrl}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' } }),
  );
  const html = await page.text();
  expect(html).toContain('lang="de"');
  expect(html).toContain('9,99');
  expect(html).toContain('Visa mit den Endziffern 4242');
  expect(html).toContain('href="/de/dashboard?tab=settings#invoices"');
});
