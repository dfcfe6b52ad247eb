/** The player's support routes: writing, reading, replying, closing; ownership, bad input, and what leaves with the account. */
import { afterAll, describe, expect, test } from 'bun:test';
import { call } from '../../../test/helpers';
import { supportPlatform } from '../../../test/support';
import { TicketMessageModel, TicketModel } from './ticket.model';

const { platform, app, admin, player } = supportPlatform();
afterAll(() => platform.close());

const write = (token: string, body: Record<string, unknown>) => call(app, 'POST', '/api/support/tickets', { token, body });

describe('who may use the support routes', () => {
  const ID = '0123456789abcdef01234567';
  test.each([
    ['GET', '/api/support/tickets', undefined],
    ['POST', '/api/support/tickets', { subject: 'Help', message: 'Please' }],
    ['GET', `/api/support/tickets/${ID}`, undefined],
    ['POST', `/api/support/tickets/${ID}/messages`, { body: 'More' }],
    ['POST', `/api/support/tickets/${ID}/close`, undefined],
    ['GET', `/api/support/bots/${ID}/console`, undefined],
  ] as [string, string, unknown][])('%s %s: signed out 401', async (method, path, body) => {
    const res = await call(app, method, path, { body });
    expect(res.status).toBe(401);
  });
});

describe('writing a ticket', () => {
  test('with a bot and its last 20 console lines: kept as written, waiting for support, with what the plan promises', async () => {
    const me = await player({ lines: 25 });
    const res = await write(me.token, { subject: '  Bot stops at night ', message: 'It stopped at 02:00.', botId: me.botId, attachConsole: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subject: 'Bot stops at night',
      state: 'open',
      bot: { id: me.botId, name: 'Tax man' },
      account: { id: me.accountId, label: `${me.accountName} – GB1` },
      support: { level: 'Community support', target: 'We answer as soon as we can (best effort).', target_hours: null, answer_due_at: null },
      messages: [{ from: 'you', body: 'It stopped at 02:00.' }],
    });
    expect(res.body.console_lines.map((l: { text: string }) => l.text)).toEqual(Array.from({ length: 20 }, (_, i) => `line ${i + 6}`));
    expect(res.body.console_lines[4]).toMatchObject({ level: 'warning', text: 'line 10' });
  });

  test('a Professional player is promised an answer within 4 hours of writing, a Premium one within 24', async () => {
    for (const [plan, hours, level] of [
      ['professional', 4, 'Dedicated support'],
      ['premium', 24, 'Priority support'],
    ] as const) {
      const me = await player({ plan });
      const res = await write(me.token, { subject: 'Question', message: 'How do breaks work?' });
      expect(res.status).toBe(201);
      expect(res.body.support).toMatchObject({ level, target: `We answer within ${hours} hours.`, target_hours: hours });
      expect(Date.parse(res.body.support.answer_due_at) - Date.parse(res.body.waiting_since)).toBe(hours * 3_600_000);
      expect(res.body.console_lines).toEqual([]);
      const list = await call(app, 'GET', '/api/support/tickets', { token: me.token });
      expect(list.body.support).toMatchObject({ level, target_hours: hours, answer_due_at: null });
    }
  });

  test("without the console lines unless asked; the bot's account comes with the bot", async () => {
    const me = await player({ lines: 3 });
    const res = await write(me.token, { subject: 'Which account?', message: 'Just the bot', botId: me.botId });
    expect(res.status).toBe(201);
    expect(res.body.console_lines).toEqual([]);
    expect(res.body.account).toEqual({ id: me.accountId, label: `${me.accountName} – GB1` });
  });

  test('bad input is refused with what to fix, and nothing is stored', async () => {
    const me = await player();
    const other = await player();
    const before = await TicketModel.countDocuments({ userId: me.userId });
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '', message: 'x' }, 'Please write a subject of 1 to 120 characters.'],
      [{ subject: '   ', message: 'x' }, 'Please write a subject.'],
      [{ subject: 'x'.repeat(121), message: 'x' }, 'Please write a subject of 1 to 120 characters.'],
      [{ subject: 'Hi', message: ' \n ' }, 'Please write your message.'],
      [{ subject: 'Hi', message: 'x'.repeat(5001) }, 'Please write a message of 1 to 5,000 characters.'],
      [{ subject: 'Hi', message: 'x', botId: other.botId }, 'There is no bot of yours with that id: choose one of your bots, or none.'],
      [{ subject: 'Hi', message: 'x', accountId: other.accountId }, 'There is no game account of yours with that id: choose one of your accounts, or none.'],
      [{ subject: 'Hi', message: 'x', attachConsole: true }, 'Choose the bot whose console lines to attach.'],
      [{ subject: 'Hi', message: 'x', botId: 'nope' }, 'botId must be the id of one of your bots.'],
    ];
    for (const [body, message] of cases) {
      const res = await write(me.token, body);
      expect([res.status, res.body.message]).toEqual([422, message]);
    }
    expect(await TicketModel.countDocuments({ userId: me.userId })).toBe(before);
  });

  test(`at most 10 open tickets, and 5 new ones an hour`, async () => {
    const busy = await player();
    await TicketModel.insertMany(
      Array.from({ length: 10 }, (_, i) => ({ userId: busy.userId, subject: `Old ${i}`, state: 'open', lastMessageAt: new Date() })),
    );
    const full = await write(busy.token, { subject: 'One more', message: 'x' });
    expect([full.status, full.body.message]).toEqual([409, 'You have 10 open tickets. Please reply in one of them, or close those that are solved.']);

    const eager = await player();
    for (let i = 0; i < 5; i++) expect((await write(eager.token, { subject: `Q${i}`, message: 'x' })).status).toBe(201);
    const sixth = await write(eager.token, { subject: 'Q6', message: 'x' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toStartWith('New tickets are limited to 5 an hour.');
  });
});

describe("a ticket is its owner's alone", () => {
  test("someone else's ticket is not found, to read, reply or close, and is left as it was", async () => {
    const owner = await player();
    const stranger = await player();
    const id = (await write(owner.token, { subject: 'Mine', message: 'private' })).body.id;
    for (const [method, path, body] of [
      ['GET', `/api/support/tickets/${id}`, undefined],
      ['POST', `/api/support/tickets/${id}/messages`, { body: 'hijack' }],
      ['POST', `/api/support/tickets/${id}/close`, undefined],
    ] as const) {
      const res = await call(app, method, path, { token: stranger.token, body });
      expect([res.status, res.body.message]).toEqual([404, 'Ticket not found.']);
    }
    expect((await call(app, 'GET', '/api/support/tickets', { token: stranger.token })).body.tickets).toEqual([]);
    const mine = await call(app, 'GET', `/api/support/tickets/${id}`, { token: owner.token });
    expect([mine.body.state, mine.body.messages.length]).toEqual(['open', 1]);
    expect((await call(app, 'GET', '/api/support/tickets/not-an-id', { token: owner.token })).status).toBe(422);
  });

  test("the console preview shows the player's own bot's last 20 lines, and no one else's", async () => {
    const me = await player({ lines: 22 });
    const other = await player();
    const mine = await call(app, 'GET', `/api/support/bots/${me.botId}/console`, { token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.body.lines.map((l: { text: string }) => l.text)).toEqual(Array.from({ length: 20 }, (_, i) => `line ${i + 3}`));
    const theirs = await call(app, 'GET', `/api/support/bots/${me.botId}/console`, { token: other.token });
    expect(theirs.status).toBe(404);
  });
});

describe('the conversation', () => {
  test('reply, close, and a reply opens it again; the list shows the newest conversation first', async () => {
    const me = await player();
    const first = (await write(me.token, { subject: 'First', message: 'a' })).body.id;
    const second = (await write(me.token, { subject: 'Second', message: 'b' })).body.id;
    const reply = await call(app, 'POST', `/api/support/tickets/${first}/messages`, { token: me.token, body: { body: 'more about it' } });
    expect(reply.status).toBe(200);
    expect(reply.body.messages.map((m: { body: string }) => m.body)).toEqual(['a', 'more about it']);
    let list = (await call(app, 'GET', '/api/support/tickets', { token: me.token })).body.tickets;
    expect(list.map((t: { id: string }) => t.id)).toEqual([first, second]);

    const closed = await call(app, 'POST', `/api/support/tickets/${first}/close`, { token: me.token });
    expect([closed.status, closed.body.state, closed.body.waiting_since]).toEqual([200, 'closed', null]);
    const again = await call(app, 'POST', `/api/support/tickets/${first}/messages`, { token: me.token, body: { body: 'it is back' } });
    expect(again.body.state).toBe('open');
    const empty = await call(app, 'POST', `/api/support/tickets/${first}/messages`, { token: me.token, body: { body: '  ' } });
    expect([empty.status, empty.body.message]).toEqual([422, 'Please write your message.']);
    list = (await call(app, 'GET', '/api/support/tickets', { token: me.token })).body.tickets;
    expect(list.map((t: { state: string }) => t.state)).toEqual(['open', 'open']);
  });

  test("the admins' internal notes never reach the player: not in the ticket, not in the data export", async () => {
    const me = await player();
    const boss = await admin();
    const id = (await write(me.token, { subject: 'Refund?', message: 'Can I get one?' })).body.id;
    const note = await call(app, 'POST', `/api/admin/support/tickets/${id}/messages`, {
      token: boss.token,
      body: { body: 'SECRET: check the ledger first', internal: true },
    });
    expect(note.status).toBe(200);
    await call(app, 'POST', `/api/admin/support/tickets/${id}/messages`, { token: boss.token, body: { body: 'Yes: press Request a refund.' } });

    const seen = await call(app, 'GET', `/api/support/tickets/${id}`, { token: me.token });
    expect(seen.body.messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ['you', 'Can I get one?'],
      ['support', 'Yes: press Request a refund.'],
    ]);
    const exported = await call(app, 'GET', '/api/users/me/export', { token: me.token });
    expect(exported.status).toBe(200);
    expect(exported.body.supportTickets).toEqual([
      expect.objectContaining({
        id,
        subject: 'Refund?',
        state: 'answered',
        messages: [
          expect.objectContaining({ from: 'player', body: 'Can I get one?' }),
          expect.objectContaining({ from: 'support', body: 'Yes: press Request a refund.' }),
        ],
      }),
    ]);
    expect(JSON.stringify(exported.body)).not.toContain('SECRET');
  });

  test('deleting the account deletes its tickets and every message in them, notes included', async () => {
    const me = await player();
    const boss = await admin();
    const id = (await write(me.token, { subject: 'Bye', message: 'x' })).body.id;
    await call(app, 'POST', `/api/admin/support/tickets/${id}/messages`, { token: boss.token, body: { body: 'note', internal: true } });
    expect(await TicketMessageModel.countDocuments({ userId: me.userId })).toBe(2);
    const gone = await call(app, 'DELETE', '/api/users/me', { token: me.token, body: { password: me.password, confirm: 'DELETE' } });
    expect(gone.status).toBe(200);
    expect(await TicketModel.countDocuments({ userId: me.userId })).toBe(0);
    expect(await TicketMessageModel.countDocuments({ userId: me.userId })).toBe(0);
  });
});
