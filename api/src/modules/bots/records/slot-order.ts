/**
 * Whether a bot is within its owner's plan slots: a player's bots hold the slots oldest first, and only
 * the first N may run.
 *
 * A bot's place in that order can only move forward: a new bot comes after every bot of its owner (and a
 * bot is created only while the owner has fewer bots than slots, so it is within them), and a deleted one
 * moves the later ones up. So a place once read within the slots stays within them for as many slots,
 * and the order is read again only when the bot is not known to be within them: its first start here, a
 * plan with fewer slots, or a bot that was beyond them. Reading a player's twelve bots costs the embedded
 * FerretDB ~5 ms of CPU (it converts the whole documents before projecting the ids): a thousand starts
 * spent 5.4 s of it on this read alone (bench/runtime).
 */
export type SlotOrder = {
  /** True when the bot is among its owner's first `slots` bots. */
  within(userId: string, botId: string, slots: number): Promise<boolean>;
};

/** `read`: the ids of a user's bots, oldest first. `max`: owners remembered (the oldest read is forgotten first). */
export function createSlotOrder(read: (userId: string) => Promise<string[]>, max = 10_000): SlotOrder {
  const orders = new Map<string, string[]>();
  return {
    async within(userId, botId, slots) {
      const known = orders.get(userId)?.indexOf(botId) ?? -1;
      if (known >= 0 && known < slots) return true;
      const order = await read(userId);
      orders.delete(userId);
      orders.set(userId, order);
      if (orders.size > max) orders.delete(orders.keys().next().value!);
      return order.indexOf(botId) < slots;
    },
  };
}
