/**
 * Runs one bot: log into the game, then step its behaviour at a human pace until asked to stop.
 * A stop request lets the current step finish, then logs out. Failures end the run with a kind the
 * API's supervisor decides on (auth: do not retry; connection/crash: retry with backoff).
 */
import { BEHAVIOURS } from './behaviours';
import type { BehaviourContext } from './behaviours/types';
import { GameClient, GameConnectionError, GameError } from './game/client';
import { RESULT, resultAction, secondsIn } from './game/protocol';
import { Pacer } from './pacing';
import { sleep } from './sleep';
import type { BotSpec, FailureKind } from './types';
import { formatDuration } from './behaviours/format';

export type RunnerIO = {
  log(line: string): void;
  notify(message: string): void;
  online(): void;
  /** Told about each new game connection, so a forced stop can cut it. */
  connected?(client: GameClient): void;
};

export type RunnerOptions = { paceScale: number; random?: () => number; now?: () => number };

export class BotFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
  }
}

export function classify(err: unknown): BotFailure {
  if (err instanceof BotFailure) return err;
  if (err instanceof GameError) {
    // One table (protocol.ts) says what each live code means; here it becomes words for the player.
    switch (resultAction(err.result)) {
      case 'wrong-login':
        return new BotFailure('auth', 'The game refused the login: wrong game password. Update the account and start again.');
      case 'banned': {
        const left = secondsIn(err.payload, 'RS');
        return new BotFailure('auth', `The game account is banned${left === null ? '' : ` for ${formatDuration(left * 1000)}`}. It cannot play until the ban ends.`);
      }
      case 'cooldown':
        return new BotFailure('connection', 'The game still asks to wait before logging in again (too many logins lately).');
      default:
        return new BotFailure('crash', `The game refused an action: ${err.message}.`);
    }
  }
  if (err instanceof GameConnectionError) return new BotFailure('connection', err.message.charAt(0).toUpperCase() + err.message.slice(1) + '.');
  return new BotFailure('crash', `The bot crashed: ${err instanceof Error ? err.message : String(err)}.`);
}

/** Login cooldowns in a row the bot waits out before it reports the account as unusable. */
export const MAX_COOLDOWN_WAITS = 3;

/** Refused actions in a row after which the bot gives up (see the loop). */
export const MAX_REFUSALS = 5;

/** Resolves when the bot stopped on request; rejects with a BotFailure when it failed. */
export async function runBot(spec: BotSpec, io: RunnerIO, signal: AbortSignal, options: RunnerOptions): Promise<void> {
  const factory = BEHAVIOURS[spec.templateId];
  if (!factory) throw new BotFailure('crash', `Unknown template "${spec.templateId}".`);
  const now = options.now ?? Date.now;
  const pacer = new Pacer(spec.settings, options.random, options.paceScale, now);
  let client: GameClient | null = null;

  const ctx: BehaviourContext = {
    client: () => client!,
    settings: spec.settings,
    secrets: spec.secrets,
    log: io.log,
    notify: io.notify,
    botName: spec.botName,
    signal,
    now,
  };
  const behaviour = factory(ctx);

  async function login(): Promise<void> {
    const c = new GameClient(spec.account.gameUrl);
    client = c;
    io.connected?.(c);
    io.log(`Connecting to ${spec.account.server}…`);
    await c.connect(spec.account.zone);
    let bundle;
    for (let attempt = 1; ; attempt++) {
      try {
        bundle = await c.login(spec.account.username, spec.account.password);
        break;
      } catch (err) {
        // LOGIN_COOLDOWN_ACTIVE: the game says how long to wait (CD); wait that long and try again.
        const wait = err instanceof GameError && resultAction(err.result) === 'cooldown' ? secondsIn(err.payload, 'CD') : null;
        if (wait === null || attempt >= MAX_COOLDOWN_WAITS) throw err;
        const at = new Date(now() + wait * 1000).toISOString().slice(11, 19);
        io.log(`The game asks to wait ${formatDuration(wait * 1000)} before logging in again (too many logins lately); trying again at ${at} UTC.`);
        if (!(await sleep(wait * 1000, signal))) throw err;
      }
    }
    const { sei } = bundle;
    io.log(`Logged in as ${spec.account.username} on ${spec.account.server}.`);
    if (sei === null) io.log('The game did not say which events are running (no sei within 30 s); starting anyway.');
    behaviour.attached?.();
  }

  /** Logs out for a while (break or outside active hours) and back in; false if stopped meanwhile. */
  async function away(ms: number, why: string): Promise<boolean> {
    io.log(`${why}: logging out for ${formatDuration(ms)}.`);
    client?.close();
    if (!(await sleep(ms, signal))) return false;
    await login();
    return true;
  }

  let refusals = 0;
  try {
    await login();
    io.online();
    while (!signal.aborted) {
      const inactive = pacer.msUntilActive();
      if (inactive > 0) {
        if (!(await away(inactive, 'Outside active hours'))) break;
        continue;
      }
      const pause = pacer.breakDueMs();
      if (pause > 0) {
        if (!(await away(pause, 'Taking a break'))) break;
        continue;
      }
      let wait: number | void = undefined;
      try {
        wait = await behaviour.step();
        refusals = 0;
      } catch (err) {
        // In a shared world the game refuses things (another player took the target first): pause and
        // carry on. Only a run of refusals means the bot is stuck.
        if (!(err instanceof GameError) || err.result !== RESULT.FAILED || ++refusals >= MAX_REFUSALS) throw err;
        io.log(`The game refused an action (${err.message}); trying something else after a pause.`);
      }
      await sleep(typeof wait === 'number' ? wait * options.paceScale : pacer.delayMs(), signal);
    }
    io.log('Stopping: logging out.');
    (client as GameClient | null)?.close();
  } catch (err) {
    (client as GameClient | null)?.close();
    if (signal.aborted) {
      io.log('Stopped.');
      return;
    }
    throw classify(err);
  }
}
