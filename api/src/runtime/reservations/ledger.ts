/**
 * The reservation ledger of one game session. Bots that share a session share its castles: between
 * reading the castle ("200 soldiers at home") and the game moving them, another bot may read the same
 * 200. A behaviour claims what it is about to use and spends the claim once the game has answered. A
 * spent claim still counts against readings taken before it was spent (they still show those soldiers at
 * home). Every bot's "keep at home" setting is a standing reserve no bot of the session may send away.
 */

/** What can be claimed in a castle: soldiers, goods, coins, and each attack tool by its wod id (`tool:614`). */
export type Asset = 'troops' | 'food' | 'wood' | 'stone' | 'coins' | `tool:${number}`;

/** Coins are the account's, not a castle's: they are claimed under this castle id. */
export const PURSE = 0;
export type Amounts = Partial<Record<Asset, number>>;

/** Tools as claimable amounts, by their `tool:<wod id>` asset. */
export const toolAmounts = (tools: ReadonlyArray<readonly [number, number]>): Amounts => Object.fromEntries(tools.map(([id, n]) => [`tool:${id}`, n] as const));

export type Claim = {
  readonly id: number;
  readonly owner: string;
  readonly castleId: number;
  readonly amounts: Amounts;
  /**
   * What the claim holds alone besides its amounts: a target (two bots of one account never attack the
   * same one at once) and a commander (never sent with two armies at once), as keys like `target:12`.
   */
  readonly exclusive: readonly string[];
};

/** When a reading of the castle was taken, in the ledger's own order of events (see `mark`). */
export type Reading = number;

/** Spent claims are forgotten after this many later events: no reading is that old. */
const SPENT_HORIZON = 10_000;

export class Ledger {
  private nextId = 1;
  private seq = 0;
  private readonly claims = new Map<number, Claim>();
  /** Claim id → the event number at which it was spent. */
  private readonly spentAt = new Map<number, number>();
  /** Standing reserves: owner → castle → amounts kept home. */
  private readonly reserves = new Map<string, Map<number, Amounts>>();
  /** Standing duties (`upkeep:<castle id>`) → the owner that took it: one bot of the session does it, not each. */
  private readonly duties = new Map<string, string>();

  /** Sets (or with 0 clears) what `owner` wants kept at home in a castle, for as long as it is attached. */
  keepHome(owner: string, castleId: number, amounts: Amounts): void {
    const byCastle = this.reserves.get(owner) ?? new Map<number, Amounts>();
    byCastle.set(castleId, amounts);
    this.reserves.set(owner, byCastle);
  }

  /**
   * Whether `owner` holds the duty `key` (a castle's army upkeep, actions/upkeep.ts): the first owner to ask takes it and keeps it until
   * it leaves the session, so two bots never heal or recruit for the same losses.
   */
  duty(owner: string, key: string): boolean {
    const holder = this.duties.get(key) ?? owner;
    this.duties.set(key, holder);
    return holder === owner;
  }

  /** Call right before reading the castle from the game; pass the result with what was read. */
  mark(): Reading {
    return ++this.seq;
  }

  /**
   * How much of an asset `owner` may use: what the game said was there at `readAt`, minus other owners'
   * claims that reading cannot reflect yet, minus the largest reserve any owner keeps home (reserves do
   * not add up: one garrison serves all). `keep` is the caller's own floor for this use (a market sells
   * only above its surplus line): it counts like one more reserve.
   */
  available(owner: string, castleId: number, asset: Asset, inCastle: number, readAt: Reading, keep = 0): number {
    let claimed = 0;
    for (const claim of this.claims.values()) {
      if (claim.castleId !== castleId || claim.owner === owner) continue;
      const spent = this.spentAt.get(claim.id);
      if (spent === undefined || spent > readAt) claimed += claim.amounts[asset] ?? 0;
    }
    let reserve = keep;
    for (const byCastle of this.reserves.values()) reserve = Math.max(reserve, byCastle.get(castleId)?.[asset] ?? 0);
    return Math.max(0, inCastle - claimed - reserve);
  }

  /** Whether another bot claimed this target or commander (`target:12`, `lord:3`) after (or in flight at) the reading `readAt`. */
  taken(owner: string, key: string, readAt: Reading): boolean {
    for (const claim of this.claims.values()) {
      if (!claim.exclusive.includes(key) || claim.owner === owner) continue;
      const spent = this.spentAt.get(claim.id);
      if (spent === undefined || spent > readAt) return true;
    }
    return false;
  }

  /**
   * Claims every unit of an asset no other owner has claimed, reserves included: for moving a garrison out
   * of harm's way, when keeping it home would lose it. Null when nothing is left.
   */
  claimAll(owner: string, castleId: number, asset: Asset, inCastle: number, readAt: Reading, exclusive: readonly string[] = []): Claim | null {
    if (exclusive.some((key) => this.taken(owner, key, readAt))) return null;
    let claimed = 0;
    for (const claim of this.claims.values()) {
      if (claim.castleId !== castleId || claim.owner === owner) continue;
      const spent = this.spentAt.get(claim.id);
      if (spent === undefined || spent > readAt) claimed += claim.amounts[asset] ?? 0;
    }
    const amount = Math.max(0, inCastle - claimed);
    if (amount === 0) return null;
    const claim: Claim = { id: this.nextId++, owner, castleId, amounts: { [asset]: amount }, exclusive };
    this.claims.set(claim.id, claim);
    return claim;
  }

  /** Claims `amounts` if all of it is available (given what the game said at `readAt`); else null. */
  claim(owner: string, castleId: number, amounts: Amounts, inCastle: Amounts, readAt: Reading, exclusive: readonly string[] = []): Claim | null {
    if (exclusive.some((key) => this.taken(owner, key, readAt))) return null;
    for (const [asset, amount] of Object.entries(amounts) as [Asset, number][]) {
      if (amount > this.available(owner, castleId, asset, inCastle[asset] ?? 0, readAt)) return null;
    }
    const claim: Claim = { id: this.nextId++, owner, castleId, amounts, exclusive };
    this.claims.set(claim.id, claim);
    return claim;
  }

  /** The game carried out the action the claim was for: later readings show it. */
  spend(claim: Claim): void {
    if (!this.claims.has(claim.id)) return;
    this.spentAt.set(claim.id, ++this.seq);
    this.prune();
  }

  /** The action did not happen (refused, connection lost): the claim is void at once. */
  release(claim: Claim): void {
    this.claims.delete(claim.id);
    this.spentAt.delete(claim.id);
  }

  /** A bot left the session: its claims and reserves go with it. */
  forget(owner: string): void {
    for (const claim of [...this.claims.values()]) if (claim.owner === owner) this.release(claim);
    this.reserves.delete(owner);
    for (const [key, holder] of this.duties) if (holder === owner) this.duties.delete(key);
  }

  /** Claims not yet spent, for tests and health reports. */
  get open(): number {
    return this.claims.size - this.spentAt.size;
  }

  private prune(): void {
    for (const [id, at] of this.spentAt) {
      if (this.seq - at <= SPENT_HORIZON) continue;
      this.spentAt.delete(id);
      this.claims.delete(id);
    }
  }
}
