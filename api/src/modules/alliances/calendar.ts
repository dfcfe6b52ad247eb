/**
 * The space's calendar: the members' notes and plans ("we run Berimond on Fri 20:00"), each an instant
 * stored in UTC that every viewer reads on their own clock (the site formats it in the viewer's time
 * zone). Members add notes and remove their own; officers and the owner remove any.
 */
import mongoose from 'mongoose';
import { NOTES_MAX } from '@shared/alliances';
import { ConflictError, NotFoundError, ValidationFailedError } from '../../lib/errors';
import { usersByIds, type UserDocument } from '../users/records';
import { NoteModel, type Note } from './invitation.model';
import type { Space } from './space.model';
import { said } from '@shared/i18n/said';
import { allianceErrors } from './errors.messages';

const DAY = 86_400_000;
/** Notes that ended more than this long ago are no longer listed (they stay until the space goes). */
const PAST_SHOWN_MS = 7 * DAY;

export type NewNote = { title: string; starts_at: string; ends_at?: string | null; text?: string };

export async function notesOf(space: Space, viewer: UserDocument, canModerate: boolean, now = Date.now()) {
  const notes = await NoteModel.find({
    spaceId: space._id,
    $or: [{ endsAt: { $gte: new Date(now - PAST_SHOWN_MS) } }, { endsAt: null, startsAt: { $gte: new Date(now - PAST_SHOWN_MS) } }],
  })
    .sort({ startsAt: 1 })
    .limit(NOTES_MAX)
    .lean<Note[]>();
  const authors = new Map((await usersByIds([...new Set(notes.map((n) => String(n.authorId)))])).map((u) => [String(u._id), u.username || 'A member']));
  return notes.map((n) => ({
    id: String(n._id),
    title: n.title,
    starts_at: n.startsAt.toISOString(),
    ends_at: n.endsAt ? n.endsAt.toISOString() : null,
    text: n.text ?? '',
    author: authors.get(String(n.authorId)) ?? 'A former member',
    yours: String(n.authorId) === viewer.id,
    can_remove: canModerate || String(n.authorId) === viewer.id,
  }));
}

export async function addNote(space: Space, author: UserDocument, input: NewNote, now = Date.now()) {
  const title = input.title.trim();
  if (!title) throw new ValidationFailedError('Please give the note a title.');
  const startsAt = new Date(input.starts_at);
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  if (Number.isNaN(startsAt.getTime())) throw new ValidationFailedError('Please give a start date and time.');
  if (endsAt && Number.isNaN(endsAt.getTime())) throw new ValidationFailedError('The end is not a date and time.');
  if (endsAt && endsAt <= startsAt) throw new ValidationFailedError('The end must come after the start.');
  if (startsAt.getTime() < now - DAY) throw new ValidationFailedError('The start is in the past: notes are for what is coming.');
  if (startsAt.getTime() > now + 366 * DAY) throw new ValidationFailedError('The start is more than a year away.');
  if ((await NoteModel.countDocuments({ spaceId: space._id })) >= NOTES_MAX) throw new ConflictError(said(allianceErrors, 'notesMax', { count: NOTES_MAX }));
  const note = await NoteModel.create({ spaceId: space._id, authorId: author._id, title, startsAt, endsAt, text: input.text?.trim() ?? '' });
  return { id: String(note._id) };
}

/** Removes a note: the author's own, or any for officers and the owner; someone else's otherwise is 403 (members see every note). */
export async function removeNote(space: Space, user: UserDocument, noteId: string, canModerate: boolean) {
  if (!mongoose.isValidObjectId(noteId)) throw new NotFoundError('Note');
  const note = await NoteModel.findOne({ _id: noteId, spaceId: space._id }).lean<Note>();
  if (!note) throw new NotFoundError('Note');
  if (!canModerate && String(note.authorId) !== user.id) return false;
  await NoteModel.deleteOne({ _id: note._id });
  return true;
}
