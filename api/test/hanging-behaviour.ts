/**
 * Loaded into the runtime process by tests only (RUNTIME_TEST_BEHAVIOURS, daemon.ts): a behaviour whose
 * code never gives the thread back once the game has answered its first command, as a player's endless
 * loop would. The process stops beating; the API must blame this bot alone.
 */
import { BEHAVIOURS } from '../src/runtime/behaviours';

BEHAVIOURS['test-hang'] = (ctx) => ({
  async step() {
    await ctx.client().send('dcl', { CD: 1 });
    for (;;) {
      // holds the thread until the API replaces the process
    }
  },
});
