/**
 * The space's shared view of incoming attacks: the open attacks (not landed yet) on the castles of the
 * game accounts its members share with it, as their bots that watch for attacks (Incoming Attack Guard,
 * Castle Defence) stored them for their own alerts (notifications/attack-alerts.ts). A member shares
 * their accounts' attacks by sharing the accounts; nothing of an account they did not share is read.
 */
import type { SpaceId } from './space.model';
import { accountNames } from '../accounts/service';
import { openAttacksOn } from '../notifications/attack-alerts';
import { membersOf } from './members';

export async function spaceAttacks(spaceId: SpaceId, now = Date.now()) {
  const members = await membersOf(spaceId);
  const ownerOf = new Map(members.flatMap((m) => m.accounts.map((a) => [a.id, m] as const)));
  const attacks = await openAttacksOn([...ownerOf.keys()], now);
  const names = await accountNames(attacks.map((a) => a.accountId));
  return {
    shared_accounts: ownerOf.size,
    attacks: attacks.map((a) => ({
      member: ownerOf.get(a.accountId)!.name,
      member_id: ownerOf.get(a.accountId)!.user_id,
      account: names.get(a.accountId) ?? 'a game account',
      castle: a.castle,
      attacker: a.attacker,
      troops: a.troops,
      detected_at: a.detectedAt.toISOString(),
      arrives_at: a.arrivesAt.toISOString(),
    })),
  };
}
