/**
 * Loaded into the runtime process by tests only (RUNTIME_TEST_BEHAVIOURS, daemon.ts): a behaviour whose
 * code never gives the thread back once the game has answered its first command, as a player's endless
 * loop would. The process stops beating; the API must blame this bot alone.
 */
import { existsSync } from 'node:fs';
import { TEST_BEHAVIOURS as behaviours } from '../src/runtime/behaviours';

behaviours['test-hang'] = (ctx) => ({
  async step() {
    await ctx.client().send('dcl', { CD: 1 });
    for (;;) {
      // holds the thread until the API replaces the process
    }
  },
});

/**
 * The same, on a cue: it plays (one harmless command a step) until the file RUNTIME_TEST_HANG_CUE exists,
 * then its next step never gives the thread back. A test places it beside other bots first, then hangs.
 */
behaviours['test-hang-on-cue'] = (ctx) => ({
  async step() {
    await ctx.client().send('dcl', { CD: 1 });
    const cue = process.env.RUNTIME_TEST_HANG_CUE;
    if (!cue || !existsSync(cue)) return;
    for (;;) {
      // holds the thread until the runner's watch ends the runner
    }
  },
});
