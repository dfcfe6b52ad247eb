/**
 * One bot's schedule, in a collection of its own keyed by the bot's id: the scheduler writes here every
 * time it acts, apart from the bot document the runtime's states and counters write (the embedded FerretDB
 * wrote a document whole before our patch, docs/architecture.md, and a schedule inside it was put back by a
 * state write racing it); kept apart, a schedule is read and written without the bot's traffic.
 */
import mongoose, { type InferSchemaType } from 'mongoose';
import { WEEKDAYS } from '@shared/schedule';
import { createWriteFeed, watchWrites } from '../../../../lib/write-feed';

const windowSchema = new mongoose.Schema(
  { day: { type: String, enum: WEEKDAYS, required: true }, start: { type: String, required: true }, end: { type: String, required: true } },
  { _id: false },
);

/** What the scheduler last saw open (an occurrence of a window, a run, the event mode) and how it described it. */
// `words`: the label as a message (occasions.ts), for the stop's console line; schedules seen before it have none.
const seenSchema = new mongoose.Schema(
  { key: { type: String, required: true }, label: { type: String, required: true }, words: { type: mongoose.Schema.Types.Mixed } },
  { _id: false },
);

const scheduleSchema = new mongoose.Schema(
  {
    /** The bot's id. */
    _id: { type: mongoose.Schema.Types.ObjectId, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    /** Weekly windows on the wall clock of the owner's time zone, checked and sorted (shared/src/schedule.ts). */
    windows: { type: [windowSchema], default: [] },
    /** An event template kept online around the clock: it plays while its event runs and waits in between. */
    duringEvent: { type: Boolean, default: false },
    /** "Run now for N hours": when that run ends (kept here so it survives a restart of the API), and N. */
    runUntil: { type: Date, default: null },
    runHours: { type: Number, default: null },
    /**
     * The occasions open when the scheduler last looked. A new one starts the bot; all of them gone stops
     * it. A player's stop inside one is therefore kept until the next one opens.
     */
    seen: { type: [seenSchema], default: [] },
  },
  { collection: 'bot_schedules', timestamps: true, versionKey: false, minimize: false },
);

export type StoredSchedule = InferSchemaType<typeof scheduleSchema>;
/** Every write to a schedule (the bot list's cache, which shows a run's end, listens). */
export const scheduleWrites = createWriteFeed();
watchWrites(scheduleSchema, scheduleWrites);

export const ScheduleModel = mongoose.model('BotSchedule', scheduleSchema);
