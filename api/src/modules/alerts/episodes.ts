/**
 * An alert's episode: from the evaluation that first sees a rule's subject fire to the one that finds it
 * quiet for `resolveAfterMs`. One document per open episode (`alert_episodes`, id `<rule>:<subject>`),
 * shared by every API instance, so a restart or another instance taking the lead carries on the same
 * episode rather than starting one. Its start names it: the claims that it was told (raised and resolved,
 * lib/claims.ts) are keyed by `<rule>:<subject>:<start>`, so however many evaluations run at once, each is
 * told once.
 */
import mongoose from 'mongoose';
import type { Said } from '@shared/i18n/said';
import { isDuplicateKey } from '../../lib/db';
import type { MetricRef, RuleId } from './rule';

const episodeSchema = new mongoose.Schema(
  {
    /** `<rule>:<subject>`: at most one open episode of a subject. */
    _id: { type: String, required: true },
    rule: { type: String, required: true },
    subject: { type: String, required: true },
    startedAt: { type: Date, required: true },
    /** What the rule saw when the episode started (its resolution recalls it). */
    saw: { type: mongoose.Schema.Types.Mixed, required: true },
    metric: { type: mongoose.Schema.Types.Mixed, required: true },
    /** Its start was claimed (and told by whoever won the claim). */
    raised: { type: Boolean, default: false },
    /** Since when the rule has not fired for it; null while it fires. */
    quietSince: { type: Date, default: null },
  },
  { collection: 'alert_episodes', versionKey: false },
);
const EpisodeModel = mongoose.model('AlertEpisode', episodeSchema);

export type Episode = { id: string; rule: RuleId; subject: string; startedAt: Date; saw: Said; metric: MetricRef; raised: boolean; quietSince: Date | null };

type Stored = { _id: string; rule: string; subject: string; startedAt: Date; saw: unknown; metric: unknown; raised?: boolean | null; quietSince?: Date | null };
const episodeOf = (d: Stored): Episode => ({
  id: d._id,
  rule: d.rule as RuleId,
  subject: d.subject,
  startedAt: d.startedAt,
  saw: d.saw as Said,
  metric: d.metric as MetricRef,
  raised: d.raised === true,
  quietSince: d.quietSince ?? null,
});

export const episodeId = (rule: RuleId, subject: string) => `${rule}:${subject}`;

/** The key of an episode's claim: its start (`raised`) or its end (`resolved`) told. */
export const claimKey = (e: Pick<Episode, 'id' | 'startedAt'>, what: 'raised' | 'resolved') => `alert:${e.id}:${e.startedAt.toISOString()}:${what}`;

export const episodes = {
  async open(): Promise<Episode[]> {
    return (await EpisodeModel.find().lean<Stored[]>()).map(episodeOf);
  },

  /** The subject's open episode, begun at `now` unless one is open (two instances beginning it at once get the same one). */
  async begin(rule: RuleId, subject: string, saw: Said, metric: MetricRef, now: Date): Promise<Episode> {
    const _id = episodeId(rule, subject);
    try {
      const doc = await EpisodeModel.findOneAndUpdate(
        { _id },
        { $setOnInsert: { rule, subject, startedAt: now, saw, metric, raised: false, quietSince: null } },
        { upsert: true, returnDocument: 'after' },
      ).lean<Stored>();
      return episodeOf(doc!);
    } catch (err) {
      // The other's insert won between our read and write: theirs is the episode.
      if (!isDuplicateKey(err)) throw err;
      return episodeOf((await EpisodeModel.findById(_id).lean<Stored>())!);
    }
  },

  async markRaised(e: Episode): Promise<void> {
    await EpisodeModel.updateOne({ _id: e.id, startedAt: e.startedAt }, { $set: { raised: true } });
  },

  /** It fires, or is quiet, from now on (the episode it was read as, not a later one). */
  async setQuiet(e: Episode, since: Date | null): Promise<void> {
    await EpisodeModel.updateOne({ _id: e.id, startedAt: e.startedAt }, { $set: { quietSince: since } });
  },

  async end(e: Episode): Promise<void> {
    await EpisodeModel.deleteOne({ _id: e.id, startedAt: e.startedAt });
  },
};
