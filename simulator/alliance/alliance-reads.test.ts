/** EmpireCore's alliance and player reads on the wire (alliance-reads.ts, player-reads.ts), answered from the world's state. */
import { describe, expect, test } from 'bun:test';
import type { ClientReads } from '@shared/game-wire/client-reads';
import { RESULT } from '@shared/game-wire/protocol';
import { manualClock } from '../test-client';
import { askIn, fileSimulator } from '../file-simulator';

const Z = 'EmpireEx_8';
const clock = manualClock();
const { sim, login, record } = fileSimulator(Z, { seed: 47, now: clock.now, maxRequestsPerSecond: 1000, raidChancePerHour: 0 });

const ask = askIn<ClientReads>(Z);

describe('the alliance: ain, gat, aal, acl', () => {
  test('ain lists an alliance’s members as the world holds them, to members and to others; an id no alliance has is 114', async () => {
    const c = await login('alma');
    const outsider = await login('otto');
    await login('bert').then((b) => b.close());
    sim.world.joinAlliance(Z, 'alma', 21);
    sim.world.joinAlliance(Z, 'bert', 21);
    const [alma, bert] = [record('alma'), record('bert')];
    const members = [alma, bert].sort((a, b) => a.playerId - b.playerId).map((p) => ({ OID: p.playerId, N: p.name, L: p.level, AID: 21 }));
    const { result, payload } = await ask(c, 'ain', { AID: 21 });
    expect(result).toBe(RESULT.OK);
    expect(payload).toEqual({ A: { AID: 21, N: '', M: members, AA: 0 } });
    // Another player reads the same alliance; a member who leaves is gone from the next read.
    expect((await ask(outsider, 'ain', { AID: 21 })).payload.A.M).toEqual(members);
    delete bert.allianceId;
    expect((await ask(c, 'ain', { AID: 21 })).payload.A.M.map((m) => m.N)).toEqual(['alma']);
    expect((await ask(c, 'ain', { AID: 22 })).result).toBe(RESULT.ALLI_NOT_FOUND);
    expect((await ask(c, 'ain', { AID: -1 })).result).toBe(RESULT.ALLI_NOT_FOUND);
    c.close();
    outsider.close();
  });

  test('a member’s forum, applications and chat log are empty (nothing here writes them); without an alliance they are 114 with the reason', async () => {
    const c = await login('carl');
    for (const command of ['gat', 'aal', 'acl'] as const) {
      const refused = await ask(c, command, {});
      expect(refused.result).toBe(RESULT.ALLI_NOT_FOUND);
      expect(refused.payload.error).toBe('not in an alliance');
    }
    sim.world.joinAlliance(Z, 'carl', 23);
    expect((await ask(c, 'gat', {})).payload).toEqual({ TC: 0, T: [] });
    expect((await ask(c, 'aal', {})).payload).toEqual({ AL: [], OI: [] });
    expect((await ask(c, 'acl', {})).payload).toEqual({ CM: [] });
    c.close();
  });
});

describe('the player: hfl, ili, lfe', () => {
  test('hfl reads and sets the joined castle’s flag, kept on the castle; another castle, or none joined, is 53', async () => {
    const c = await login('hedda');
    const [home, outpost] = [record('hedda').castles[0]!, sim.world.grantCastle(Z, 'hedda')];
    expect((await ask(c, 'hfl', { KID: 0, AID: home.id, HRF: -1 })).result).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    await c.command(Z, 'jca', { CID: home.id, KID: 0 });
    expect((await ask(c, 'hfl', { KID: 0, AID: home.id, HRF: -1 })).payload).toEqual({ KID: 0, AID: home.id, HRF: 0 });
    expect((await ask(c, 'hfl', { KID: 0, AID: home.id, HRF: 1 })).payload).toEqual({ KID: 0, AID: home.id, HRF: 1 });
    expect(home.hospitalAdmitsRuby).toBe(true);
    expect((await ask(c, 'hfl', { KID: 0, AID: home.id, HRF: -1 })).payload.HRF).toBe(1);
    expect((await ask(c, 'hfl', { KID: 0, AID: home.id, HRF: 0 })).payload.HRF).toBe(0);
    expect((await ask(c, 'hfl', { KID: 0, AID: outpost.id, HRF: -1 })).result).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect((await ask(c, 'hfl', { KID: 2, AID: home.id, HRF: -1 })).result).toBe(RESULT.NOT_IN_OWNED_CASTLE);
    expect((await ask(c, 'hfl', { KID: 0, AID: home.id, HRF: 2 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
    expect(home.hospitalAdmitsRuby).toBe(false);
    c.close();
  });

  test('ili and lfe are empty: nothing here ignores a player or overflows an inventory', async () => {
    const c = await login('ilse');
    expect(await ask(c, 'ili', {})).toEqual({ result: RESULT.OK, payload: { IPS: [] } });
    expect(await ask(c, 'lfe', {})).toEqual({ result: RESULT.OK, payload: { lfe: [] } });
    c.close();
  });
});
