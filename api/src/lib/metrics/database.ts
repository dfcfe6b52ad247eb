/**
 * The database's operation latency (issue 56): `castellan_db_operation_duration_seconds{command,outcome}`,
 * from the MongoDB driver's command monitoring (the connection's `monitorCommands`, lib/db.ts): every
 * command the driver sends, whichever model or query sent it, timed from its start to its reply.
 *
 * The driver's own `duration` is whole milliseconds (it floors performance.now()), and most of our reads
 * take less than one: the start is noted here instead, per request id, and the reply read against it.
 * Command names are a closed list; the rest (ping, hello, createIndexes, a transaction's commit) are `other`.
 */
import type mongoose from 'mongoose';
import { timedCells } from './cells';
import { histogram } from './registry';

const durations = histogram({
  name: 'castellan_db_operation_duration_seconds',
  help: 'Time a database command took from its start to its reply, by command and outcome (ok, error).',
  labelNames: ['command', 'outcome'] as const,
});

const counted = timedCells(['command', 'outcome'], durations);

const COMMANDS = new Set(['find', 'insert', 'update', 'delete', 'aggregate', 'findAndModify', 'count', 'getMore']);

/** A command's label: its name when in the list, else `other`. */
export const commandLabel = (name: string): string => (COMMANDS.has(name) ? name : 'other');

/** Past this many commands awaiting their reply, the notes are dropped: a reply that never came must not grow them for ever. */
const MOST_IN_FLIGHT = 10_000;

type Client = ReturnType<typeof mongoose.connection.getClient>;
type Event = { requestId: number; commandName: string; duration: number };

const monitored = new WeakSet<Client>();

/** Times every command of `client` (connected with `monitorCommands: true`); once per client. */
export function monitorCommands(client: Client): void {
  if (monitored.has(client)) return;
  monitored.add(client);
  const started = new Map<number, number>();
  const finished = (outcome: 'ok' | 'error') => (event: Event) => {
    const at = started.get(event.requestId);
    started.delete(event.requestId);
    const seconds = at === undefined ? event.duration / 1000 : (performance.now() - at) / 1000;
    counted(seconds, commandLabel(event.commandName), outcome);
  };
  client.on('commandStarted', (event) => {
    if (started.size >= MOST_IN_FLIGHT) started.clear();
    started.set(event.requestId, performance.now());
  });
  client.on('commandSucceeded', finished('ok'));
  client.on('commandFailed', finished('error'));
}
