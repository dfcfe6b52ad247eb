/**
 * A bot's stall in the bell (issue 64: ten stalls made ten unread items): one item per stall, its words
 * updated while it lasts, resolved (and read) when it ends. A stall of the same cause as the bot's last
 * one (the same line: short of soldiers, or nothing it can beat) takes that item up again, unread, rather
 * than adding one: stalls in a row of one cause are one item. Its first telling goes out like any
 * notification (push, Discord, e-mail, as the player chose); its updates stay in the bell.
 */
import { readLineMessage } from '@shared/console';
import type { Said } from '@shared/i18n/said';
import { NotificationModel } from './notification.model';
import { notify, type EventKey } from './service';

/** What a stall item is about: the key of the bot's line it tells (`botSays` with its `line`). */
function causeOf(said: unknown): string | null {
  return readLineMessage(readLineMessage(said)?.params?.line)?.key ?? null;
}

/** The bot's stall began, or goes on in other words (`words`: the bell's item, "<bot>: <the stall's line>"). */
export async function stallBegan(userId: string, botId: string, words: Said, event?: EventKey): Promise<void> {
  const last = await NotificationModel.findOne({ userId, botId, kind: 'stalled' }).sort({ createdAt: -1, _id: -1 }).lean();
  const open = last !== null && !last.resolvedAt;
  if (last && (open || causeOf(last.said) === causeOf(words.message))) {
    const again = open ? {} : { read: false, resolvedAt: null };
    await NotificationModel.updateOne({ _id: last._id }, { $set: { message: words.text, said: words.message, ...again } });
    return;
  }
  await notify(userId, 'stalled', words, botId, event);
}

/** The stalls of these bots ended (they can go on, or stopped): their items are resolved and read. */
export async function stallsEnded(botIds: readonly string[], now = new Date()): Promise<void> {
  if (!botIds.length) return;
  await NotificationModel.updateMany({ botId: { $in: botIds }, kind: 'stalled', resolvedAt: null }, { $set: { resolvedAt: now, read: true } });
}
