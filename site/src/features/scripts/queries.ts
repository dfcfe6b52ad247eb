/** The player's scripts through the one Eden client. */
import { api, unwrap } from '../../lib/api';
import { createOnce, mutation } from '../../lib/data';

export const listScripts = () => unwrap(api.api.scripts.get()).then((r) => r.scripts);
export type ScriptSummary = Awaited<ReturnType<typeof listScripts>>[number];

export const fetchScript = (id: string) => unwrap(api.api.scripts({ id }).get());
export type ScriptDetail = Awaited<ReturnType<typeof fetchScript>>;

export const fetchVersion = (id: string, version: number) => unwrap(api.api.scripts({ id }).versions({ version }).get());

/** Never retried: a lost answer may still have made the script. */
export const createScript = (name: string, source: string) => createOnce(() => unwrap(api.api.scripts.post({ name, source }))).then((r) => r.script);
/** A new version each time: sent once. */
export const saveVersion = (id: string, source: string) => createOnce(() => unwrap(api.api.scripts({ id }).versions.post({ source }))).then((r) => r.script);
export const renameScript = (id: string, name: string) => mutation(() => unwrap(api.api.scripts({ id }).patch({ name }))).then((r) => r.script);
export const deleteScript = (id: string) => mutation(() => unwrap(api.api.scripts({ id }).delete()));
export const checkSource = (source: string) => unwrap(api.api.scripts.check.post({ source })).then((r) => r.problem);
export const dryRun = (source: string) => unwrap(api.api.scripts['dry-run'].post({ source }));
export type DryRun = Awaited<ReturnType<typeof dryRun>>;

/** A dry run line's game time since the run began, as "0:07". */
export function gameClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.floor(seconds % 60);
  return `${m}:${String(s).padStart(2, '0')}`;
}
