/**
 * A bot's stall in the bell, as the player reads it (issue 64: ten stalls made ten unread items): one item
 * per stall, updated while it lasts, resolved and read when it ends; stalls in a row of one cause are one
 * item; another cause is another item.
 */
import { describe, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { phrase, said } from '@shared/i18n/said';
import { lineWords } from '@shared/bot-lines/words.messages';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { notificationLines } from '@shared/notifications.messages';
import { call, signUp, testApp } from '../../../test/helpers';
import { stallBegan, stallsEnded } from './stall-items';

const app = testApp();

/** The bell's item for a stall line, as the pipeline words it. */
const item = (line: ReturnType<typeof said>) => said(notificationLines, 'botSays', { bot: 'Farmer', line: line.message });
const shortOf = (home: number) =>
  said(attackLines, 'stalledSoldiers', { count: home, needed: '60', advice: said(attackLines, 'adviceRaiseUpkeep', { percent: 50 }).message });
const nothingBeatable = said(attackLines, 'stalledTargets', {
  target: 'robber baron castle',
  count: 50,
  castle: 'Home',
  soldiers: phrase(lineWords, 'soldiers', { count: 4 }),
  advice: said(attackLines, 'adviceLowestLevel', { level: '5' }).message,
});

async function bell(token: string) {
  const list = (await call(app, 'GET', '/api/users/me/notifications', { token })).body as {
    id: string;
    message: string;
    read: boolean;
    resolved_at: string | null;
  }[];
  const { unread } = (await call(app, 'GET', '/api/users/me/notifications/unread', { token })).body as { unread: number };
  return { list, unread };
}

describe('a stall in the bell', () => {
  test('ten stalls in a row of one cause are one item: updated while it lasts, resolved and read when it ends, unread again when it comes back', async () => {
    const { token, user } = await signUp(app);
    const botId = String(new mongoose.Types.ObjectId());
    for (let i = 0; i < 10; i++) {
      await stallBegan(user.id, botId, item(shortOf(i)));
      // Still stalled, in other words: the same item says them.
      await stallBegan(user.id, botId, item(shortOf(i + 1)));
      const during = await bell(token);
      expect(during.list.map((n) => n.message)).toEqual([`Farmer: ${shortOf(i + 1).text}`]);
      expect(during.unread).toBe(1);
      expect(during.list[0]!.resolved_at).toBeNull();
      await stallsEnded([botId]);
      const after = await bell(token);
      expect(after.list).toHaveLength(1);
      expect(after.list[0]!.read).toBe(true);
      expect(after.list[0]!.resolved_at).not.toBeNull();
      expect(after.unread).toBe(0);
    }
  });

  test('a stall of another cause is an item of its own; ending it resolves only the open one', async () => {
    const { token, user } = await signUp(app);
    const botId = String(new mongoose.Types.ObjectId());
    await stallBegan(user.id, botId, item(shortOf(0)));
    await stallsEnded([botId]);
    await stallBegan(user.id, botId, item(nothingBeatable));
    const { list, unread } = await bell(token);
    expect(list.map((n) => [n.message, n.read])).toEqual([
      [`Farmer: ${nothingBeatable.text}`, false],
      [`Farmer: ${shortOf(0).text}`, true],
    ]);
    expect(unread).toBe(1);
  });
});
