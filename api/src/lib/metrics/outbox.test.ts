import { expect, test } from 'bun:test';
import { Outbox } from '../outbox';
import { exposition } from './registry';

const depth = async (name: string) => Number((await exposition()).body.match(new RegExp(`^castellan_outbox_depth\\{outbox="${name}"\\} (\\S+)$`, 'm'))?.[1]);

test("an outbox's waiting entries are on the scrape by its name, and 0 once it is closed", async () => {
  let stored = false;
  // A store that is away: nothing it is given is acknowledged until it is back.
  const outbox = new Outbox<number>(() => (stored ? Promise.resolve() : Promise.reject(new Error('away'))), {
    what: 'test things',
    maxPending: 100,
    retryMs: 60_000,
  });
  for (let i = 0; i < 3; i++) outbox.push(i);
  expect(outbox.pending).toBe(3);
  expect(await depth('test_things')).toBe(3);
  stored = true;
  await outbox.close();
  expect(outbox.pending).toBe(0);
  expect(await depth('test_things')).toBe(0);
});
