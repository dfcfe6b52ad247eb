/** Reading untrusted command payloads: each reader returns a typed value or throws a CommandError naming the field. */
import type { Resources } from '../shared/src/game-wire/protocol';

/** A refusal the client caused (bad field, not enough troops…): answered as RESULT.FAILED with its message. */
export class CommandError extends Error {}

export type Payload = Record<string, unknown>;

export function asPayload(value: unknown): Payload {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CommandError('payload must be a JSON object');
  return value as Payload;
}

export function int(p: Payload, field: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const v = p[field];
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new CommandError(`${field} must be an integer`);
  if (v < min || v > max) throw new CommandError(`${field} must be between ${min} and ${max}`);
  return v;
}

export function text(p: Payload, field: string, maxLength: number): string {
  const v = p[field];
  if (typeof v !== 'string' || v.length === 0) throw new CommandError(`${field} must be a non-empty string`);
  if (v.length > maxLength) throw new CommandError(`${field} must be at most ${maxLength} characters`);
  return v;
}

export function oneOf<T extends string | number>(p: Payload, field: string, allowed: readonly T[]): T {
  const v = p[field];
  if (!(allowed as readonly unknown[]).includes(v)) throw new CommandError(`${field} must be one of ${allowed.join(', ')}`);
  return v as T;
}

export function optionalOneOf<T extends string>(p: Payload, field: string, allowed: readonly T[]): T | undefined {
  return p[field] === undefined ? undefined : oneOf(p, field, allowed);
}

export function resources(p: Payload, field: string): Resources {
  const inner = p[field];
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) throw new CommandError(`${field} must be an object`);
  const r = inner as Payload;
  return { wood: int(r, 'wood', 0), stone: int(r, 'stone', 0), food: int(r, 'food', 0) };
}
