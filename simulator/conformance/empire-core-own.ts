/**
 * The checks of EmpireCore's reads of the player's own systems (conformance/reads_own.py) against the
 * world after the run: each step's detail must name what the simulator keeps, so a reply EmpireCore read
 * as something else fails here.
 */
import { expect } from 'bun:test';
import type { PlayerRecord } from '../session/player-record';

export function expectOwnSystems(detail: (step: string) => string, me: PlayerRecord, member: PlayerRecord, patchNoteMessage: number): void {
  // The first login day's bonus, its first reward (wood) picked; the first startup reward collected.
  expect(detail('login_bonus')).toStartWith('alb: day 0, 7 day(s), 3 reward(s) today; clb picked W 500');
  expect(me.loginRewards?.picks).toEqual({ 0: 'W' });
  expect(detail('startup_bonus')).toBe('sli: reward 1 collected (slc), next 2, collectable False');
  expect(me.loginRewards?.startup.collected).toBe(1);
  // The patch note's rewards as delivered, collected: its loot box is then held.
  expect(detail('patch_note')).toBe(`gpn 41 (message ${patchNoteMessage}): C2 25, LB 1; cpn collected`);
  expect(me.mail?.find((m) => m.id === patchNoteMessage)?.patchNote?.collected).toBe(true);
  expect(me.items?.lootBoxes).toEqual({ 2: 1 });
  // The inventories as the world holds them; no construction item is placed, so none expired.
  const held = (counts: Record<number, number> = {}) =>
    `[${Object.entries(counts)
      .map(([id, n]) => `(${id}, ${n})`)
      .join(', ')}]`;
  expect(detail('inventories')).toBe(`gls: ${held(me.items?.lootBoxes)}; gii: ${held(me.items?.construction)}; aec: 0 castle(s)`);
  const started = me.mercenaries?.missions.find((m) => m.startedAt !== undefined);
  expect(detail('mercenaries')).toContain(`started ${started?.id} for ${started?.price} coins`);
  expect(detail('ally_defence')).toStartWith(`sdi (${member.castles[0]!.x},${member.castles[0]!.y}): keep ${member.castles[0]!.troops},`);
  const generals = me.generals ?? [];
  const fights = generals.reduce((sum, g) => sum + g.wins + g.defeats, 0);
  expect(fights).toBeGreaterThan(0);
  expect(detail('gear')).toBe(
    `gie: [${generals
      .map((g) => g.id)
      .sort((a, b) => a - b)
      .join(', ')}], ${fights} fight(s); gei: ${me.equipment?.items.length} item(s); asg: 0 rule(s); skl: SP ${Math.max(0, me.level - 70)}`,
  );
}
