/**
 * The world empire-core.test.ts sets up for conformance/reads_reports.py, and the checks of its steps'
 * details against that world: the battle report of the drive's attack, the weekly honour rank, the
 * alliance's chronicle, subscribers and recruits, an invitation from another alliance, and a topic in the
 * alliance's forum opened by the member.
 */
import { expect } from 'bun:test';
import { inviteToAlliance } from '../alliance/alliance-life';
import { distance } from '../map/npcs';
import type { Simulator } from '../server';
import { LOGIN } from '../test-client';

const ZONE = 'EmpireEx';
const DAY_MS = 24 * 3_600_000;

/** Run before the driver logs in: `name` and `member` are the alliance (7) the test made, name its founder. */
export function setUpReports(sim: Simulator, name: string, member: string): { inviter: string; recruit: string } {
  const [inviter, recruit] = [`${name}r`, `${name}x`];
  for (const other of [inviter, recruit]) sim.world.login(ZONE, LOGIN(other, 'conformance-1'));
  sim.world.joinAlliance(ZONE, inviter, 8);
  const [me, ally, from] = [sim.world.player(ZONE, name)!, sim.world.player(ZONE, member)!, sim.world.player(ZONE, inviter)!];
  inviteToAlliance(me, from, Date.now());
  me.subscribedUntil = Date.now() + DAY_MS;
  sim.world.alliances.openTopic(sim.world.alliances.of(ZONE, 7), ally, 'Khan', [0, 3], 'Watch the east road.', Date.now());
  return { inviter, recruit };
}

/** The steps' details, each against the world after the run. */
export function checkReports(
  sim: Simulator,
  detail: (step: string) => string,
  names: { name: string; member: string; inviter: string; recruit: string },
): void {
  const me = sim.world.player(ZONE, names.name)!;
  const fight = me.reports.find((r) => r.fight)!.fight!;
  expect(detail('battle_report')).toStartWith(
    `bls ${fight.messageId}: won ${fight.won ? 'True' : 'False'}, sent ${fight.attackers} lost ${fight.attackersLost}`,
  );
  expect(detail('battle_report')).toContain(`honour ${fight.honour}`);
  // A won camp's coins (rules.ts BARON_COINS_PER_LEVEL) in the report's loot row, read by EmpireCore as coins.
  if (fight.won) expect(detail('battle_report')).toContain(`('COINS', ${fight.coins})`);
  // Honour: the camp's level for a won attack, and then this week's first rank (last week's, should the game week turn during the run).
  expect(me.honour?.total ?? 0).toBe(fight.honour);
  if (fight.honour > 0) expect(detail('weekly_honour')).toMatch(/rank this week 1, last week 0|rank this week 0, last week 1/);
  expect(detail('weekly_honour')).toContain('league 1');
  expect(detail('alliance_members')).toBe(
    `all: [('${names.name}', 'ALLIANCE_FOUNDED'), ('${names.member}', 'MEMBER_JOIN')]; asc: 1 subscriber(s); sml: [('${names.recruit}', ${sml(sim, names)})]`,
  );
  expect(detail('invitation')).toContain(`alliance 8 from ${names.inviter}, ['${names.inviter}']`);
  expect(detail('forum')).toBe(
    `utc: 1 unread, then 0; gtr 'Khan': [('${names.member}', 'Watch the east road.')]; after atc and aat: 2 topic(s), replies [0, 1]`,
  );
  const topics = sim.world.alliances.of(ZONE, 7).topics;
  expect(topics.map((t) => [t.title, t.posts.map((p) => p.author)])).toEqual([
    ['Khan', [names.member, names.name]],
    ['Supplies', [names.name]],
  ]);
}

/** The recruit's distance from our main castle, as sml rounds it. */
function sml(sim: Simulator, names: { name: string; recruit: string }): number {
  return Math.round(distance(sim.world.player(ZONE, names.name)!.castles[0]!, sim.world.player(ZONE, names.recruit)!.castles[0]!));
}
