import type { GameClient } from '../game/client';

export type BehaviourContext = {
  /** The live game connection (replaced when the bot reconnects after a break). */
  client(): GameClient;
  settings: Record<string, string | number>;
  secrets: Record<string, string>;
  log(line: string): void;
  notify(message: string): void;
  botName: string;
  signal: AbortSignal;
  now(): number;
};

export type Behaviour = {
  /** Called after every (re)login, e.g. to listen for pushed messages. */
  attached?(): void;
  /** One unit of work: a few commands. Returns a wait in ms to use instead of the paced delay. */
  step(): Promise<number | void>;
};

export type BehaviourFactory = (ctx: BehaviourContext) => Behaviour;
