/**
 * A player's Discord alerts on their way out (alerts.ts, lib/retried-sends.ts): stored before the first
 * try, so a Discord outage or rate limit, or a restart meanwhile, loses none. Only the words are kept: the
 * webhook is the player's as it is at each try (removed since, nothing is posted). Each leaves once posted,
 * refused for good, or after its last try; the player's own go with their account.
 */
import mongoose, { type InferSchemaType } from 'mongoose';

const discordPostSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    /** The alert's words in the player's language, as the bell has them. */
    content: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    nextAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'discord_posts', versionKey: false },
);
discordPostSchema.index({ nextAt: 1 });
discordPostSchema.index({ userId: 1 });

export type DiscordPost = InferSchemaType<typeof discordPostSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };
export const DiscordPostModel = mongoose.model('DiscordPost', discordPostSchema);
