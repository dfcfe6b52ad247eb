/**
 * Sends that must not be lost on their way out of the platform (a mail, a player's Discord post): each is
 * stored before its first try, tried at once by the instance that stored it, and after a failure tried
 * again by whichever instance's sweep (`sendDue`, a periodic job on each) takes it once its delay has
 * passed, so it survives a restart, a crash mid-try and a receiver away for a while. A try holds its
 * record from the others (`nextAt` moved past the try's own timeouts), and a conditional update gives each
 * try to one instance. A send is made at least once: one taken just before its instance died is made again.
 *
 * A record leaves the store once sent, or when its sender says trying again cannot help, or after its last
 * try; what it holds is the sender's (a sealed body, a player's id), beside `attempts` and `nextAt`.
 */
import type { Model } from 'mongoose';
import type mongoose from 'mongoose';
import { log } from './logger';

export type RetriedRecord = { _id: mongoose.Types.ObjectId; attempts: number; nextAt: Date };

/** One try's outcome: sent, or not, and whether another try may help. */
export type TryOutcome = { sent: true } | { sent: false; retry: boolean; reason: string };

/** What a try came to, for the sender's metric: sent, retrying (another try later), gave_up (no more tries). */
export type TriedResult = 'sent' | 'retrying' | 'gave_up';

export type RetriedSendsOptions<R extends RetriedRecord> = {
  /** `any` as in lib/player-data.ts: a model's document type (its schema's) is not R, whose fields it stores. */
  model: Model<any>;
  /** Names the sends in the logs ("mail", "Discord post"). */
  what: string;
  /** One try of a stored record. */
  tryOnce: (record: R) => Promise<TryOutcome>;
  /** The waits before each further try; as many tries as delays plus one. */
  retryDelaysMs: number[];
  /** How long a try holds its record from the other instances: longer than a try can take. */
  holdMs: number;
  /** Said when a record is dropped unsent (its last try failed, or trying again cannot help): the log line, the metric. */
  gaveUp: (record: R, attempts: number, reason: string) => void;
  tried?: (result: TriedResult) => void;
  /** Records one sweep takes at most. */
  batch?: number;
  now?: () => number;
};

export interface RetriedSends<R extends RetriedRecord> {
  /** Stores a send and makes its first try in the background; resolves once stored (rejects when the store fails). */
  queue(fields: Omit<R, keyof RetriedRecord | 'createdAt'>): Promise<void>;
  /** Tries the stored sends that are due: their retry's time came, or the instance trying them stopped. */
  sendDue(): Promise<void>;
}

export function createRetriedSends<R extends RetriedRecord>(o: RetriedSendsOptions<R>): RetriedSends<R> {
  const now = o.now ?? Date.now;
  const model = o.model;

  /** One try of a record this instance holds; then it leaves the store, or waits for its next try. */
  async function attempt(record: R): Promise<void> {
    const attempts = record.attempts + 1;
    const outcome = await o.tryOnce(record).catch((err: unknown): TryOutcome => ({ sent: false, retry: true, reason: String(err) }));
    if (outcome.sent) {
      o.tried?.('sent');
      await model.deleteOne({ _id: record._id });
      return;
    }
    const delay = outcome.retry ? o.retryDelaysMs[attempts - 1] : undefined;
    if (delay === undefined) {
      o.gaveUp(record, attempts, outcome.reason);
      o.tried?.('gave_up');
      await model.deleteOne({ _id: record._id });
      return;
    }
    o.tried?.('retrying');
    await model.updateOne({ _id: record._id }, { $set: { attempts, nextAt: new Date(now() + delay) } });
  }

  /** Takes a listed record for one try: true for exactly one of the instances that listed it as it is now. */
  async function take(record: R): Promise<boolean> {
    const taken = await model.updateOne(
      { _id: record._id, attempts: record.attempts, nextAt: record.nextAt },
      { $set: { nextAt: new Date(now() + o.holdMs) } },
    );
    return taken.modifiedCount === 1;
  }

  /** A try whose record could not be updated (the database went away): it stays held, and a sweep comes back to it. */
  const settled = (trying: Promise<void>) =>
    trying.catch((err: unknown) => log.warn(`${o.what} try not recorded; it is tried again later`, { error: String(err) }));

  return {
    async queue(fields) {
      // Held by this instance from the start: its first try is made here, at once.
      const created = await model.create({ ...fields, attempts: 0, nextAt: new Date(now() + o.holdMs) });
      void settled(attempt(created.toObject() as unknown as R));
    },
    async sendDue() {
      const due = await model
        .find({ nextAt: { $lte: new Date(now()) } })
        .sort({ nextAt: 1 })
        .limit(o.batch ?? 20)
        .lean<R[]>();
      await Promise.all(due.map(async (record) => (await take(record)) && (await settled(attempt(record)))));
    },
  };
}
