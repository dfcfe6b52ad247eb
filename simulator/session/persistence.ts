/**
 * Optional state file so a development restart keeps accounts and castles. Written whole to a temporary
 * file and renamed, so a crash mid-write never leaves a half file behind.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { World, WorldSnapshot } from './world';

/** Loads the file into the world if it exists; a file that cannot be read stops the start rather than being overwritten later. */
export function loadState(file: string, world: World): boolean {
  if (!existsSync(file)) return false;
  let snapshot: WorldSnapshot;
  try {
    snapshot = JSON.parse(readFileSync(file, 'utf8')) as WorldSnapshot;
  } catch (error) {
    throw new Error(`simulator state file ${file} is not valid JSON; move it away to start fresh`, { cause: error });
  }
  world.restore(snapshot);
  return true;
}

export function saveState(file: string, world: World): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(world.snapshot()));
  renameSync(temp, file);
}

/** Saves the world every `intervalMs` and once more on `stop`, keeping the server up when a write fails (it is logged). */
export function keepSaving(file: string | undefined, world: World, intervalMs = 30_000): { stop(): void } {
  const save = () => {
    if (!file) return;
    try {
      saveState(file, world);
    } catch (error) {
      console.error('[simulator] could not save state:', error);
    }
  };
  const timer = file ? setInterval(save, intervalMs) : null;
  return {
    stop() {
      if (timer) clearInterval(timer);
      save();
    },
  };
}
