/**
 * A step's reply from the sandbox, read as untrusted input: JSON text parsed here, every intent checked
 * against what the API accepts (numbers whole and in range, kingdoms and skip items by name), lines cut
 * to length and counted, the wait held to its range, the state measured. What does not fit is said in
 * a console line and left out; only a state too large stops the script.
 */
import { MINUTE_SKIPS, type Kingdom, type MinuteSkip } from '@shared/game-wire/ids';
import { INTENTS_PER_STEP, LOG_LINE_MAX, LOGS_PER_STEP, SCRIPT_STATE_MAX_BYTES, WAIT_SECONDS, type ScriptIntent } from '@shared/scripts/api';
import { scriptLines } from '@shared/bot-lines/script.messages';
import { said, type Said } from '@shared/i18n/said';
import { ScriptStopped } from './sandbox';

export type StepReply = {
  intents: ScriptIntent[];
  /** The script's own lines, then ours about what was left out. */
  logs: string[];
  notes: Said[];
  /** Seconds until the next step, or null: the bot's pacing. */
  waitSeconds: number | null;
  /** The state to keep, as JSON. */
  state: string;
};

const KINGDOMS_TO: readonly Kingdom[] = ['sands', 'ice', 'fire', 'storm', 'berimond'];
const MAX_SOLDIERS = 100_000;
const MAX_RECRUIT = 1_000;

const whole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const place = (args: Record<string, unknown>) => whole(args.x, 0, 10_000) && whole(args.y, 0, 10_000);

/** One intent as the API accepts it, or the line saying why not. */
export function readIntent(raw: unknown): ScriptIntent | Said {
  const args = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  switch (args.kind) {
    case 'attack':
      if (!place(args)) return said(scriptLines, 'needsPlace', { call: 'api.attack' });
      if (!whole(args.soldiers, 1, MAX_SOLDIERS)) return said(scriptLines, 'needsSoldiers', { call: 'api.attack', max: MAX_SOLDIERS });
      return { kind: 'attack', x: args.x as number, y: args.y as number, soldiers: args.soldiers };
    case 'skip':
      if (!place(args)) return said(scriptLines, 'needsPlace', { call: 'api.skip' });
      if (typeof args.item !== 'string' || !Object.hasOwn(MINUTE_SKIPS, args.item))
        return said(scriptLines, 'needsOneOf', { call: 'api.skip', names: Object.keys(MINUTE_SKIPS).join(', ') });
      return { kind: 'skip', x: args.x as number, y: args.y as number, item: args.item as MinuteSkip };
    case 'send-soldiers':
      // The names a script writes (api's own words), not the kingdoms' names in a language.
      const kingdom = KINGDOMS_TO.find((k) => k === args.kingdom);
      if (!kingdom) return said(scriptLines, 'needsOneOf', { call: 'api.sendSoldiers', names: KINGDOMS_TO.join(', ') });
      if (!whole(args.soldiers, 1, MAX_SOLDIERS)) return said(scriptLines, 'needsSoldiers', { call: 'api.sendSoldiers', max: MAX_SOLDIERS });
      return { kind: 'send-soldiers', kingdom, soldiers: args.soldiers };
    case 'recruit':
      if (!whole(args.soldiers, 1, MAX_RECRUIT)) return said(scriptLines, 'needsRecruits', { max: MAX_RECRUIT });
      return { kind: 'recruit', soldiers: args.soldiers };
    case 'collect-taxes':
      return { kind: 'collect-taxes' };
    default:
      return said(scriptLines, 'unknownCall');
  }
}

export function readReply(text: string): StepReply {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ScriptStopped('The script stopped: its step gave back something the bot cannot read.', { message: 'unreadable reply', line: null, column: null });
  }
  const args = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const notes: Said[] = [];

  const intents: ScriptIntent[] = [];
  const asked = Array.isArray(args.intents) ? args.intents : [];
  for (const item of asked.slice(0, INTENTS_PER_STEP)) {
    const read = readIntent(item);
    if ('text' in read) notes.push(read);
    else intents.push(read);
  }
  if (asked.length > INTENTS_PER_STEP) notes.push(said(scriptLines, 'tooManyActions', { count: asked.length, limit: INTENTS_PER_STEP }));

  const lines = Array.isArray(args.logs) ? args.logs.filter((l): l is string => typeof l === 'string') : [];
  const logs = lines.slice(0, LOGS_PER_STEP).map((l) => (l.length > LOG_LINE_MAX ? `${l.slice(0, LOG_LINE_MAX - 1)}…` : l));
  if (lines.length > LOGS_PER_STEP) notes.push(said(scriptLines, 'tooManyLines', { count: lines.length, limit: LOGS_PER_STEP }));

  const waitSeconds = typeof args.wait === 'number' && Number.isFinite(args.wait) ? Math.min(WAIT_SECONDS.max, Math.max(WAIT_SECONDS.min, args.wait)) : null;

  const kept = args.state !== null && typeof args.state === 'object' && !Array.isArray(args.state) ? args.state : {};
  const state = JSON.stringify(kept);
  if (new TextEncoder().encode(state).length > SCRIPT_STATE_MAX_BYTES) {
    throw new ScriptStopped(`The script stopped: its state grew past ${SCRIPT_STATE_MAX_BYTES / 1024} KiB (keep only what the next steps need).`, {
      message: 'state too large',
      line: null,
      column: null,
    });
  }
  return { intents, logs, notes, waitSeconds, state };
}
