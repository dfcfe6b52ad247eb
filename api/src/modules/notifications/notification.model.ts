import mongoose, { type InferSchemaType } from 'mongoose';

const notificationSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    message: { type: String, required: true },
    /** The message as said (shared/src/i18n/said.ts), so each reader reads it in their language; `message` is its English. */
    said: { type: mongoose.Schema.Types.Mixed, default: undefined },
    /** started, stopped, error, limit, attack, result… — for filtering later. */
    kind: { type: String, required: true },
    botId: { type: mongoose.Schema.Types.ObjectId, default: null },
    /** The runtime event it came from (fleet: stream sequence), so an event handled twice notifies once. */
    eventId: { type: String, default: undefined },
    /** An incoming attack's open alert (attack-alerts.ts): the bell offers to acknowledge it while it travels. */
    attackAlertId: { type: String, default: undefined },
    /** The page of the site it is about (a safety lock: the game account's card), or none. */
    link: { type: String, default: undefined },
    /** Seen by its user (the header's bell counts the others). Older rows have no field: unread. */
    read: { type: Boolean, default: false },
    /** A bot's stall that has ended (stall-items.ts): when. Open stalls and other kinds have none. */
    resolvedAt: { type: Date, default: undefined },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'notifications' },
);
notificationSchema.index({ userId: 1, createdAt: -1 });
// Not sparse: FerretDB does not keep the option, and a declared index it cannot keep is dropped and made
// again at every start, which two instances starting together turn into "index already exists".
notificationSchema.index({ eventId: 1 });

export type Notification = InferSchemaType<typeof notificationSchema>;
export const NotificationModel = mongoose.model('Notification', notificationSchema);
