/**
 * The plan ids' migration (issue 37) against the real database, in a database of its own (the suite's
 * shared one holds other tests' players, written in today's ids without the mark).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { runMigrations, type Migration } from './lib/migrations';
import { migratePlanIds } from './lib/plan-ids';
import { MIGRATIONS } from './migrations';

const db = mongoose.connection.useDb(`migrations_${Date.now()}`, { useCache: false });
afterAll(() => db.dropDatabase());

const plansOf = async (collection: string, field = 'plan') =>
  Object.fromEntries((await db.collection(collection).find({}).toArray()).map((d) => [d.name, field === 'plan' ? d.plan : d.change?.plan]));

describe('the plan ids follow their names', () => {
  test('every stored tier moves once, and a rerun after a cut-off run never moves a migrated premium again', async () => {
    await db.collection('users').insertMany([
      { name: 'old-premium', plan: 'premium' },
      { name: 'old-advanced', plan: 'advanced' },
      { name: 'plus', plan: 'plus' },
      { name: 'starter', plan: 'starter' },
    ]);
    await db.collection('subscriptions').insertMany([
      { name: 'old-premium', plan: 'premium' },
      { name: 'old-advanced', plan: 'advanced' },
    ]);
    await db.collection('plan_grants').insertMany([{ name: 'old-premium', plan: 'premium' }]);
    await db.collection('billing_events').insertMany([
      { name: 'old-advanced', change: { plan: 'advanced' } },
      { name: 'no-plan', change: { status: 'expired' } },
    ]);

    // A run cut off after its first step: the old premiums are Professional (and marked), the advanced not yet moved.
    await migratePlanIds(db.collection('users'), 'plan').then(() => undefined);
    await db.collection('users').updateOne({ name: 'old-advanced' }, { $set: { plan: 'premium', planIds: 2 } });
    await db.collection('users').insertOne({ name: 'new-premium', plan: 'premium', planIds: 2 }); // written by today's code meanwhile

    expect(await runMigrations(MIGRATIONS, db)).toEqual(['2026-11-plan-ids-follow-names']);
    expect(await plansOf('users')).toEqual({
      'old-premium': 'professional',
      'old-advanced': 'premium',
      plus: 'plus',
      starter: 'starter',
      'new-premium': 'premium',
    });
    expect(await plansOf('subscriptions')).toEqual({ 'old-premium': 'professional', 'old-advanced': 'premium' });
    expect(await plansOf('plan_grants')).toEqual({ 'old-premium': 'professional' });
    expect(await plansOf('billing_events', 'change')).toEqual({ 'old-advanced': 'premium', 'no-plan': undefined });

    // Run again by hand (as a second instance that started before the first recorded it): nothing moves.
    const again = await MIGRATIONS[0]!.run(db);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
    expect(await plansOf('users')).toEqual({
      'old-premium': 'professional',
      'old-advanced': 'premium',
      plus: 'plus',
      starter: 'starter',
      'new-premium': 'premium',
    });
    // Recorded: the next start does not run it.
    expect(await runMigrations(MIGRATIONS, db)).toEqual([]);
  });

  test('three instances starting at once: one runs each migration, the others wait until it is applied, then serve', async () => {
    let runs = 0;
    let applied = false;
    const slow: Migration = {
      id: 'test-once',
      run: async () => {
        runs++;
        await Bun.sleep(300);
        applied = true;
        return { moved: 1 };
      },
    };
    const started = await Promise.all([0, 1, 2].map(() => runMigrations([slow], db).then((ran) => ({ ran, appliedFirst: applied }))));
    expect(runs).toBe(1);
    expect(started.map((s) => s.ran.length).toSorted()).toEqual([0, 0, 1]);
    // Not one returned (and so went on to listen) before the migration was applied.
    expect(started.every((s) => s.appliedFirst)).toBe(true);
    expect(await db.collection('migrations').findOne({ _id: 'test-once' as never })).toMatchObject({ state: 'applied', changed: { moved: 1 } });
  });

  test('a holder that died is taken over once its hold lapsed', async () => {
    await db.collection('migrations').insertOne({ _id: 'test-orphan' as never, state: 'running', until: new Date(Date.now() - 1_000) });
    let runs = 0;
    const orphan: Migration = { id: 'test-orphan', run: async () => ({ runs: ++runs }) };
    const ran = await Promise.all([runMigrations([orphan], db), runMigrations([orphan], db)]);
    expect([runs, ran.flat()]).toEqual([1, ['test-orphan']]);
  });

  test('a migration that fails is not recorded, and runs again at the next start', async () => {
    let runs = 0;
    const flaky: Migration = {
      id: 'test-flaky',
      run: async () => {
        runs++;
        if (runs === 1) throw new Error('cut off');
        return { done: 1 };
      },
    };
    await expect(runMigrations([flaky], db)).rejects.toThrow('cut off');
    expect(await runMigrations([flaky], db)).toEqual(['test-flaky']);
    expect(await runMigrations([flaky], db)).toEqual([]);
    expect(runs).toBe(2);
  });
});
