/**
 * Every write to a collection whose documents belong to a user, as it happens in this process: a model's
 * middleware reports saves, updates and deletes (`watchWrites`), and caches of per-user reads listen. A
 * write names its user when its filter or document does (`userId`), or a document by `_id`; one that
 * names neither (an update of many users' documents) is reported as touching everyone.
 */
import mongoose from 'mongoose';

export type Write = { userId: string | null; id: string | null };
export type WriteFeed = { on: (listener: (write: Write) => void) => () => void; report: (write: Write) => void };

const idOf = (value: unknown): string | null => (typeof value === 'string' || value instanceof mongoose.Types.ObjectId ? String(value) : null);

export function createWriteFeed(): WriteFeed {
  const listeners = new Set<(write: Write) => void>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(write) {
      for (const listener of listeners) listener(write);
    },
  };
}

/** Reports every write through `schema`'s models to `feed` (call before the model is compiled). */
export function watchWrites(schema: mongoose.Schema, feed: WriteFeed): void {
  const fromDoc = (doc: { _id?: unknown; userId?: unknown } | null | undefined) => feed.report({ userId: idOf(doc?.userId), id: idOf(doc?._id) });
  schema.post('save', (doc) => fromDoc(doc));
  schema.post('deleteOne', { document: true, query: false }, (doc) => fromDoc(doc));
  schema.post(
    ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'deleteMany', 'findOneAndDelete'],
    { document: false, query: true },
    function () {
      const filter = this.getFilter() as { _id?: unknown; userId?: unknown };
      const userId = idOf(filter.userId);
      // A batch of documents by id (`{ _id: { $in: [...] } }`, bots coming online together): each by its id.
      const many = (filter._id as { $in?: unknown[] } | undefined)?.$in;
      if (Array.isArray(many) && !userId) for (const id of many) feed.report({ userId: null, id: idOf(id) });
      else feed.report({ userId, id: idOf(filter._id) });
    },
  );
  schema.post('insertMany', function (docs: unknown) {
    if (Array.isArray(docs)) docs.forEach((doc) => fromDoc(doc as { _id?: unknown; userId?: unknown }));
  });
}
