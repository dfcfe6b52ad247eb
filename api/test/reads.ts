/** Records the reads the models send to the database while `run` runs: which collection, filter and projection. */
import mongoose from 'mongoose';

export type Read = { collection: string; method: string; filter: unknown; projection: Record<string, unknown> | undefined };

const READS = new Set(['find', 'findOne']);

export async function readsDuring(run: () => Promise<unknown>): Promise<Read[]> {
  const reads: Read[] = [];
  const record = (op: { collectionName: string; method: string; params: unknown[] }) => {
    if (!READS.has(op.method)) return;
    const [filter, options] = op.params as [unknown, { projection?: Record<string, unknown> } | undefined];
    reads.push({ collection: op.collectionName, method: op.method, filter, projection: options?.projection });
  };
  mongoose.connection.on('operation-start', record);
  try {
    await run();
  } finally {
    mongoose.connection.off('operation-start', record);
  }
  return reads;
}

/** Whether a read returns `field`: no projection, an exclusion that leaves it in, or an inclusion naming it. */
export function returnsField(read: Read, field: string): boolean {
  const p = read.projection;
  if (!p || Object.keys(p).length === 0) return true;
  if (field in p) return Boolean(p[field]);
  const inclusion = Object.entries(p).some(([k, v]) => k !== '_id' && Boolean(v));
  return !inclusion;
}
