/** The line between the API and the bot runtime: what the API asks for and what the runtime reports. */
export type BotSpec = {
  botId: string;
  botName: string;
  templateId: string;
  settings: Record<string, string | number>;
  secrets: Record<string, string>;
  login: { server: string; zone: string; username: string; password: string };
  gameUrl: string;
};

/** auth: the game refused the login (retrying cannot help); connection: the game connection was lost; crash: a bug or the runtime died. */
export type FailureKind = 'auth' | 'connection' | 'crash';

export type RuntimeEvent =
  | { type: 'state'; botId: string; state: 'online' }
  | { type: 'state'; botId: string; state: 'offline'; forced: boolean }
  | { type: 'state'; botId: string; state: 'error'; kind: FailureKind; reason: string }
  | { type: 'log'; botId: string; line: string; at: number }
  | { type: 'notify'; botId: string; message: string };

export interface BotRuntime {
  /** Starts the bot unless it already runs. */
  start(spec: BotSpec): void;
  /** Asks the bot to finish its step and log out; forced after `deadlineMs`. Resolves when it is offline. */
  stop(botId: string, deadlineMs: number): Promise<void>;
  isRunning(botId: string): boolean;
  running(): string[];
  subscribe(listener: (event: RuntimeEvent) => void): () => void;
  /** Bots running, the runtime process's memory and event-loop lag, for health reports and benchmarks. */
  stats(): { running: number; rssBytes: number; lagMs: number; pid: number };
  /** Stops every bot (gracefully, same deadline) and the runtime itself. */
  close(deadlineMs: number): Promise<void>;
}
