/** Reading untrusted command payloads: each reader returns a typed value or throws a CommandError naming the field. */
import { RESULT } from '@shared/game-wire/protocol';

/**
 * A refusal the client caused (a bad field, not enough troops…), answered with its result code (the
 * live game's, protocol.ts RESULT; GENERAL_ERROR where the live one is not public) and its message.
 */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly code: number = RESULT.GENERAL_ERROR,
  ) {
    super(message);
  }
}

export type Payload = Record<string, unknown>;

export function asPayload(value: unknown): Payload {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CommandError('payload must be a JSON object');
  return value as Payload;
}

export function int(p: Payload, field: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const v = p[field];
  if (v === undefined) throw new CommandError(`${field} is missing`, RESULT.MISSING_PARAMETER);
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new CommandError(`${field} must be an integer`, RESULT.INVALID_PARAMETER_VALUE);
  if (v < min || v > max) throw new CommandError(`${field} must be between ${min} and ${max}`, RESULT.INVALID_PARAMETER_VALUE);
  return v;
}

export function text(p: Payload, field: string, maxLength: number): string {
  const v = p[field];
  if (v === undefined) throw new CommandError(`${field} is missing`, RESULT.MISSING_PARAMETER);
  if (typeof v !== 'string' || v.length === 0) throw new CommandError(`${field} must be a non-empty string`, RESULT.INVALID_PARAMETER_VALUE);
  if (v.length > maxLength) throw new CommandError(`${field} must be at most ${maxLength} characters`, RESULT.INVALID_PARAMETER_VALUE);
  return v;
}

export function oneOf<T extends string | number>(p: Payload, field: string, allowed: readonly T[]): T {
  const v = p[field];
  if (!(allowed as readonly unknown[]).includes(v)) throw new CommandError(`${field} must be one of ${allowed.join(', ')}`, RESULT.INVALID_PARAMETER_VALUE);
  return v as T;
}

/** A list field, or the refusal naming it. */
export function list(p: Payload, field: string): unknown[] {
  const v = p[field];
  if (!Array.isArray(v)) throw new CommandError(`${field} must be a list`, v === undefined ? RESULT.MISSING_PARAMETER : RESULT.INVALID_PARAMETER_VALUE);
  return v;
}

/** `[key, amount]` pairs (goods, unit slots), each amount a whole number ≥ 0. */
export function pairs(value: unknown, what: string): Array<[string | number, number]> {
  if (!Array.isArray(value)) throw new CommandError(`${what} must be a list`, RESULT.INVALID_PARAMETER_VALUE);
  return value.map((entry, i) => {
    if (!Array.isArray(entry) || entry.length !== 2 || !Number.isInteger(entry[1]) || (typeof entry[0] !== 'string' && typeof entry[0] !== 'number')) {
      throw new CommandError(`${what} entry ${i} must be a [key, amount] pair`, RESULT.INVALID_PARAMETER_VALUE);
    }
    return [entry[0], entry[1]] as [string | number, number];
  });
}

/** A refused command's answer: its result code and, for logs and tests, why. */
export function failure(result: number, error: string): { result: number; payload: { error: string } } {
  return { result, payload: { error } };
}

/** The answer to a command that threw: a CommandError's code, else GENERAL_ERROR with the cause logged. */
export function refusal(error: unknown): { result: number; payload: { error: string } } {
  if (error instanceof CommandError) return failure(error.code, error.message);
  // A bug in the simulator must not take the connection down; the client sees a refusal and the log the cause.
  console.error('[simulator] command failed unexpectedly:', error);
  return failure(RESULT.GENERAL_ERROR, 'internal simulator error');
}
