/** The admins' support desk: who may use it, the queue's order and targets, answers (bell and mail), notes, assignment, the audit. */
import { afterAll, describe, expect, test } from 'bun:test';
import { call } from '../../../test/helpers';
import { mailsTo, mailTo } from '../../../test/mailbox';
import { supportPlatform } from '../../../test/support';
import { AuditModel } from '../admin/audit';
import { TicketModel } from './ticket.model';
import { CANNED_ANSWERS } from './canned';

const { platform, app, admin, player } = supportPlatform();
afterAll(() => platform.close());

const write = async (token: string, subject: string, message = 'Please help') =>
  (await call(app, 'POST', '/api/support/tickets', { token, body: { subject, message } })).body.id as string;
const desk = async (query = '') => (await call(app, 'GET', `/api/admin/support/tickets${query}`, { token: (await admin()).token })).body;

describe('who may use the desk', () => {
  const ID = '0123456789abcdef01234567';
  test.each([
    ['GET', '/api/admin/support/tickets', undefined],
    ['GET', `/api/admin/support/tickets/${ID}`, undefined],
    ['POST', `/api/admin/support/tickets/${ID}/assign`, undefined],
    ['DELETE', `/api/admin/support/tickets/${ID}/assign`, undefined],
    ['POST', `/api/admin/support/tickets/${ID}/messages`, { body: 'x' }],
    ['POST', `/api/admin/support/tickets/${ID}/close`, undefined],
    ['GET', '/api/admin/support/canned', undefined],
  ] as [string, string, unknown][])('%s %s: signed out 401, a player 403, an admin allowed (404 for no ticket)', async (method, path, body) => {
    const me = await player();
    expect((await call(app, method, path, { body })).status).toBe(401);
    const refused = await call(app, method, path, { body, token: me.token });
    expect([refused.status, refused.body.message]).toEqual([403, 'This area is for administrators only.']);
    const allowed = await call(app, method, path, { body, token: (await admin()).token });
    expect(allowed.status).toBe(path.includes(ID) ? 404 : 200);
  });
});

describe('the queue', () => {
  test('waiting tickets: the higher plan first, then the longest waiting; targets and overdue from the plan', async () => {
    const [s, p, a, pl] = [await player(), await player({ plan: 'professional' }), await player({ plan: 'premium' }), await player({ plan: 'plus' })];
    const s1 = await write(s.token, 'starter old');
    const p1 = await write(p.token, 'pro old');
    const a1 = await write(a.token, 'premium plan');
    const s2 = await write(s.token, 'starter new');
    const p2 = await write(p.token, 'pro new');
    const pl1 = await write(pl.token, 'plus');
    const ours = new Set([s1, p1, a1, s2, p2, pl1]);
    const queue = await desk();
    expect(queue.tickets.filter((t: { id: string }) => ours.has(t.id)).map((t: { id: string }) => t.id)).toEqual([p1, p2, a1, pl1, s1, s2]);
    expect(queue.waiting).toBeGreaterThanOrEqual(6);

    // Five hours of waiting: past the Professional plan's 4 hours, within the Premium plan's 24; Starter has no target.
    const fiveHoursAgo = new Date(Date.now() - 5 * 3_600_000);
    await TicketModel.updateMany({ _id: { $in: [p1, a1, s1] } }, { $set: { waitingSince: fiveHoursAgo } });
    const rows = new Map((await desk()).tickets.map((t: { id: string }) => [t.id, t]));
    expect(rows.get(p1)).toMatchObject({
      level: 'Dedicated support',
      target_hours: 4,
      overdue: true,
      user: { email: p.email, plan: 'professional', plan_name: 'Professional' },
    });
    expect(rows.get(a1)).toMatchObject({ level: 'Priority support', target_hours: 24, overdue: false, user: { plan_name: 'Premium' } });
    expect(rows.get(s1)).toMatchObject({ level: 'Community support', target_hours: null, answer_due_at: null, overdue: false });
    expect(Date.parse((rows.get(p1) as { answer_due_at: string }).answer_due_at)).toBe(fiveHoursAgo.getTime() + 4 * 3_600_000);
  });

  test("an answered ticket leaves the waiting view; the player's reply brings it back as new activity", async () => {
    const me = await player();
    const boss = await admin();
    const id = await write(me.token, 'Round trip');
    await call(app, 'POST', `/api/admin/support/tickets/${id}/messages`, { token: boss.token, body: { body: 'Answer' } });
    expect((await desk()).tickets.some((t: { id: string }) => t.id === id)).toBe(false);
    expect((await desk('?view=answered')).tickets.find((t: { id: string }) => t.id === id)).toMatchObject({ state: 'answered', waiting_since: null });
    await call(app, 'POST', `/api/support/tickets/${id}/messages`, { token: me.token, body: { body: 'Thanks, one more thing' } });
    expect((await desk()).tickets.find((t: { id: string }) => t.id === id)).toMatchObject({ state: 'open', player_replied: true });
    const mine = await desk(`?user=${me.userId}`);
    expect(mine.tickets.map((t: { id: string }) => t.id)).toEqual([id]);
    expect((await call(app, 'GET', '/api/admin/support/tickets?view=everything', { token: boss.token })).status).toBe(422);
  });
});

describe('answering', () => {
  test('an answer reaches the player on the bell and by mail with a plain link to the ticket, and is audited', async () => {
    const me = await player();
    const boss = await admin();
    const id = await write(me.token, 'Where is my loot?');
    const res = await call(app, 'POST', `/api/admin/support/tickets/${id}/messages`, {
      token: boss.token,
      body: { body: 'Hello,\n\nThe loot is counted when the army is home.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'answered',
      messages: [
        { from: 'player', author: me.email },
        { from: 'support', author: boss.email, internal: false },
      ],
    });

    const mail = await mailTo(me.email, { subject: /Support answered: Where is my loot\?/ });
    expect(mail.text).toContain('The loot is counted when the army is home.');
    const links = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
    expect(links.map((l) => l.pathname + l.search)).toEqual([`/support?ticket=${id}`]);
    expect(mail.text).not.toMatch(/token=|#/);

    const bell = await call(app, 'GET', '/api/users/me/notifications', { token: me.token });
    expect(bell.body[0].message).toBe('Support answered your ticket “Where is my loot?”.');
    const audit = await AuditModel.findOne({ action: 'support.answer', target: id }).lean();
    expect(audit).toMatchObject({ actorEmail: boss.email, details: `“Where is my loot?” (${me.email})` });
    expect(String(audit!.subjectUserId)).toBe(me.userId);
  });

  test('an internal note: only admins see it, no mail, no bell, the ticket still waits', async () => {
    const me = await player();
    const boss = await admin();
    const id = await write(me.token, 'Quiet one');
    const note = await call(app, 'POST', `/api/admin/support/tickets/${id}/messages`, {
      token: boss.token,
      body: { body: 'Looks like a proxy issue', internal: true },
    });
    expect(note.body).toMatchObject({ state: 'open', messages: [{ internal: false }, { internal: true, body: 'Looks like a proxy issue' }] });
    // Mail goes out in the background: nothing marks one not sent, so a time wait.
    await Bun.sleep(300);
    expect((await mailsTo(me.email)).filter((m) => m.subject.startsWith('Support answered'))).toEqual([]);
    expect((await call(app, 'GET', '/api/users/me/notifications/unread', { token: me.token })).body.unread).toBe(0);
    expect(await AuditModel.exists({ action: 'support.note', target: id })).toBeTruthy();
  });

  test('assign to me and to no one, close; a closed ticket takes notes but no answer', async () => {
    const me = await player();
    const boss = await admin();
    const id = await write(me.token, 'Mine to take');
    const assigned = await call(app, 'POST', `/api/admin/support/tickets/${id}/assign`, { token: boss.token });
    expect(assigned.body.assignee).toBe(boss.email);
    expect((await desk()).tickets.find((t: { id: string }) => t.id === id).assignee).toBe(boss.email);
    expect((await call(app, 'DELETE', `/api/admin/support/tickets/${id}/assign`, { token: boss.token })).body.assignee).toBeNull();
    const closed = await call(app, 'POST', `/api/admin/support/tickets/${id}/close`, { token: boss.token });
    expect(closed.body.state).toBe('closed');
    const late = await call(app, 'POST', `/api/admin/support/tickets/${id}/messages`, { token: boss.token, body: { body: 'one more' } });
    expect([late.status, late.body.message]).toEqual([
      409,
      'This ticket is closed: the player opens it again by replying. An internal note can still be added.',
    ]);
    expect(
      (await call(app, 'POST', `/api/admin/support/tickets/${id}/messages`, { token: boss.token, body: { body: 'for the record', internal: true } })).status,
    ).toBe(200);
    const empty = await call(app, 'POST', `/api/admin/support/tickets/${id}/messages`, { token: boss.token, body: { body: '   ', internal: true } });
    expect([empty.status, empty.body.message]).toEqual([422, 'Please write your answer or note.']);
    const actions = (await AuditModel.find({ target: id }).sort({ createdAt: 1, _id: 1 }).lean()).map((e) => e.action);
    expect(actions).toEqual(['support.assign', 'support.unassign', 'support.close', 'support.note']);
  });

  test('the canned answers are there to insert, each with a title and a body', async () => {
    const res = await call(app, 'GET', '/api/admin/support/canned', { token: (await admin()).token });
    expect(res.body).toEqual(CANNED_ANSWERS.map((c) => ({ ...c })));
    expect(res.body.length).toBeGreaterThanOrEqual(5);
  });
});
