import mongoose from 'mongoose';

/** The recent console history of each bot, kept so a restart of the API does not blank the console. */
const consoleLineSchema = new mongoose.Schema(
  {
    botId: { type: String, required: true },
    lineId: { type: Number, required: true },
    at: { type: Date, required: true },
    text: { type: String, required: true },
  },
  { collection: 'console_lines', versionKey: false },
);
// Unique: a write retried after a cut-off try stores each line once.
consoleLineSchema.index({ botId: 1, lineId: 1 }, { unique: true });

export const ConsoleLineModel = mongoose.model('ConsoleLine', consoleLineSchema);
