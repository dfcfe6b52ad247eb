/**
 * Notifications and mails in the player's language: the bell reads a plan change and a support answer in
 * the account's language, the support answer's mail arrives in it (through the real mail catcher), and a
 * player who chose English reads exactly the English words as before. Expected texts come from the
 * translation files, as a translator wrote them.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { slotsFor } from '@shared/plans';
import { call, waitFor } from '../../../test/helpers';
import { mailTo } from '../../../test/mailbox';
import { supportPlatform } from '../../../test/support';

const { platform, app, admin, player } = supportPlatform();
afterAll(() => platform.close());

const I18N = join(import.meta.dir, '..', '..', '..', '..', 'shared', 'i18n');
const file = (locale: string, area: string) => JSON.parse(readFileSync(join(I18N, locale, `${area}.json`), 'utf8')) as Record<string, Record<string, unknown>>;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** A player whose account reads `language`. */
async function speaking(language: string) {
  const me = await player();
  expect((await call(app, 'PUT', '/api/users/me/language', { token: me.token, body: { language } })).status).toBe(200);
  return me;
}
const bell = async (token: string) => (await call(app, 'GET', '/api/users/me/notifications', { token })).body as { message: string }[];
const newest = (token: string, what: string) => waitFor(what, async () => (await bell(token))[0]?.message);

async function grantPlus(userId: string) {
  const res = await call(app, 'POST', `/api/admin/users/${userId}/plan`, {
    token: (await admin()).token,
    body: { plan: 'plus', reason: 'Thanks for the bug report' },
  });
  expect(res.status).toBe(200);
}
async function answer(token: string, subject: string, body: string) {
  const id = (await call(app, 'POST', '/api/support/tickets', { token, body: { subject, message: 'Please help' } })).body.id as string;
  const res = await call(app, 'POST', `/api/admin/support/tickets/${id}/messages`, { token: (await admin()).token, body: { body } });
  expect(res.status).toBe(200);
}

describe('the bell in the account’s language', () => {
  test('a German player reads the plan change and the support answer in German', async () => {
    const de = file('de', 'notifications')['notifications/lines']!;
    const me = await speaking('de');
    await grantPlus(me.userId);
    const slots = slotsFor('plus');
    const planNow = (de.planNow as Record<string, string>)[new Intl.PluralRules('de').select(slots)]!;
    expect(await newest(me.token, 'the plan notification')).toBe(fill(planNow, { plan: 'Plus', count: slots }));
    expect(await newest(me.token, 'the plan notification')).toStartWith('Dein Tarif ist jetzt Plus');

    await answer(me.token, 'Wo ist meine Beute?', 'Hallo,\n\nDie Beute wird gezählt, wenn die Armee zu Hause ist.');
    const answered = await waitFor(
      'the support notification',
      async () => (await bell(me.token)).find((n) => n.message.includes('Wo ist meine Beute?'))?.message,
    );
    expect(answered).toBe(fill(de.supportAnswered as string, { subject: 'Wo ist meine Beute?' }));
    expect(answered).toBe('Der Support hat auf dein Ticket „Wo ist meine Beute?“ geantwortet.');
  });

  test('a player who chose English reads exactly the English words, whatever the request asks for', async () => {
    const me = await speaking('en');
    await grantPlus(me.userId);
    const slots = slotsFor('plus');
    expect(await newest(me.token, 'the plan notification')).toBe(`Your plan is now Plus (${slots} bot slot${slots === 1 ? '' : 's'}).`);
    await answer(me.token, 'Where is my loot?', 'It is counted when the army is home.');
    const list = await call(app, 'GET', '/api/users/me/notifications', { token: me.token, headers: { 'accept-language': 'de', cookie: 'castellan-lang=de' } });
    expect(list.body.map((n: { message: string }) => n.message)).toContain('Support answered your ticket “Where is my loot?”.');
  });
});

describe('the support answer’s mail in the account’s language', () => {
  test('a Polish player gets it in Polish, the answer as support wrote it', async () => {
    const pl = file('pl', 'mail')['mail/support']!;
    const me = await speaking('pl');
    await answer(me.token, 'Gdzie są moje łupy?', 'Cześć,\n\nŁupy liczą się, gdy armia wróci do domu.');
    const mail = await mailTo(me.email, { subject: /Gdzie są moje łupy\?/ });
    expect(mail.subject).toBe(fill(pl.subject as string, { subject: 'Gdzie są moje łupy?' }));
    expect(mail.subject).toBe('Wsparcie odpowiedziało: Gdzie są moje łupy?');
    expect(mail.text).toContain(fill(pl.intro as string, { subject: 'Gdzie są moje łupy?' }));
    expect(mail.text).toContain('Łupy liczą się, gdy armia wróci do domu.');
    expect(mail.text).toContain(pl.replyInApp as string);
    expect(mail.text).toContain(file('pl', 'mail')['mail/frame']!.signature as string);
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.text).not.toContain('Please reply in the app');
  });

  test('an English player gets exactly the English mail', async () => {
    const me = await speaking('en');
    await answer(me.token, 'Where is my loot?', 'It is counted when the army is home.');
    const mail = await mailTo(me.email, { subject: /Where is my loot\?/ });
    expect(mail.subject).toBe('Support answered: Where is my loot?');
    expect(mail.text).toContain('Castellan support answered your ticket “Where is my loot?”.');
    expect(mail.text).toContain('Please reply in the app, so your answer joins the ticket.');
    expect(mail.html).toContain('<html lang="en">');
  });
});
