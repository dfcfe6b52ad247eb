/**
 * Indexes FerretDB over PostgreSQL can use (the embedded default only; MongoDB needs none of this).
 *
 * FerretDB 1.24 pushes a filter's equalities down to PostgreSQL as jsonb containment,
 * `_jsonb->$1 @> $2`, and builds each index we declare as a btree on `(_jsonb->'field')`, which
 * containment cannot use: every find by `_id` or by owner read the whole table (measured with 10,000 bots:
 * a find by `_id` ~8 ms, by `userId` ~13 ms; PostgreSQL's statistics showed sequential scans only). So for
 * the first field of every index FerretDB holds, and for `_id`, a GIN index on the same expression
 * (`jsonb_path_ops`, the operator class for containment) is added beside FerretDB's own; with
 * `plan_cache_mode=force_custom_plan` (scripts/lib/postgres.ts) PostgreSQL plans each query with its field
 * name known and picks them: the same finds took ~1.9 ms and ~7.6 ms.
 *
 * FerretDB names one table per collection in a schema per database, listed in the schema's
 * `_ferretdb_database_metadata` (`table`, and `indexes[].key` in the order declared). Run after the
 * collections and their indexes exist (connectDatabase); it adds only what is missing.
 */
import { createHash } from 'node:crypto';
import { log } from './logger';

type CollectionMetadata = { _id: string; table: string; indexes?: { key: Record<string, number> }[] };

/** A plain top-level field: FerretDB pushes dotted paths down differently, and names here go into SQL. */
const PLAIN_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

export async function addContainmentIndexes(postgresUrl: string, database: string): Promise<number> {
  const sql = new Bun.SQL(postgresUrl, { max: 1 });
  try {
    const schema = database.toLowerCase();
    const [found] = await sql`SELECT 1 AS ok FROM information_schema.tables WHERE table_schema = ${schema} AND table_name = '_ferretdb_database_metadata'`;
    if (!found) {
      log.warn('no FerretDB tables found for the database in PostgreSQL: its finds stay unindexed', { database });
      return 0;
    }
    const rows = (await sql.unsafe(`SELECT _jsonb FROM "${schema}"._ferretdb_database_metadata`)) as { _jsonb: CollectionMetadata | string }[];
    let added = 0;
    for (const row of rows) {
      const collection = (typeof row._jsonb === 'string' ? JSON.parse(row._jsonb) : row._jsonb) as CollectionMetadata;
      if (!PLAIN_FIELD.test(collection.table)) continue;
      const fields = new Set(['_id', ...(collection.indexes ?? []).map((index) => Object.keys(index.key)[0]!)]);
      for (const field of fields) {
        if (!PLAIN_FIELD.test(field)) continue;
        const name = `castellan_gin_${createHash('sha256').update(`${collection.table}.${field}`).digest('hex').slice(0, 20)}`;
        const [exists] = await sql`SELECT 1 AS ok FROM pg_indexes WHERE schemaname = ${schema} AND indexname = ${name}`;
        if (exists) continue;
        await sql.unsafe(`CREATE INDEX IF NOT EXISTS "${name}" ON "${schema}"."${collection.table}" USING gin ((_jsonb->'${field}') jsonb_path_ops)`);
        added += 1;
      }
    }
    return added;
  } finally {
    await sql.close();
  }
}
