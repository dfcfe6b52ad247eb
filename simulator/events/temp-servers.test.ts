/** The temporary servers: a login token from `glt` on the main server, then `tle` (or `tlep`) on a second connection. */
import { expect, test } from 'bun:test';
import { EVENT_ID, TEMP_SERVERS } from '@shared/game-wire/ids';
import { readState } from '@shared/game-wire/live-data';
import { RESULT } from '@shared/game-wire/protocol';
import { TestClient, manualClock } from '../test-client';
import { TEMP_ZONES } from './temp-servers';
import { fileSimulator } from '../file-simulator';

const Z = 'EmpireEx';
const clock = manualClock();
const { sim } = fileSimulator(Z, { seed: 21, now: clock.now, raidChancePerHour: 0, maxRequestsPerSecond: 1000 });

const OUTER = TEMP_SERVERS['outer-realms'];
type Token = { TLT: string; TSIP: string; TSP: number; TSZ: string; ZID: number; IID: number; ICS: number };
const tle = (token: string, gst: number = OUTER.GST) => ({ GST: gst, TLT: token, ADID: 'null', AFUID: 'appsFlyerUID', IDFV: null });

test('glt while the event runs names this server and a zone; tle there logs the player into its own account, with the login bundle', async () => {
  const main = await TestClient.ready(sim.url, Z, { name: 'wanderer', password: 'pw' });
  sim.world.setEvents([EVENT_ID.SAMURAI_INVASION]);
  expect(await main.command(Z, 'glt', { GST: OUTER.GST })).toMatchObject({ result: RESULT.GENERAL_ERROR, payload: { error: 'Outer Realms is closed' } });
  expect((await main.command(Z, 'glt', { GST: 7 })).result).toBe(RESULT.INVALID_PARAMETER_VALUE);
  sim.world.setEvents([EVENT_ID.TEMP_SERVER]);
  const issued = await main.command(Z, 'glt', { GST: OUTER.GST });
  expect(issued.result).toBe(RESULT.OK);
  const token = issued.payload as Token;
  expect(token).toMatchObject({ TSIP: '127.0.0.1', TSZ: TEMP_ZONES.get(OUTER.GST), ZID: 0, IID: 0, ICS: 0 });
  expect(sim.url).toBe(`ws://${token.TSIP}:${token.TSP}/`);

  const away = await TestClient.ready(`ws://${token.TSIP}:${token.TSP}/`, token.TSZ);
  expect((await away.command(token.TSZ, 'tle', tle('not-a-token'))).result).toBe(RESULT.INVALID_LOGIN_TOKEN);
  expect((await away.command(token.TSZ, 'tle', tle(token.TLT, 3))).result).toBe(RESULT.INVALID_LOGIN_TOKEN);
  const entered = await away.command(token.TSZ, 'tle', tle(token.TLT));
  expect([entered.command, entered.result]).toEqual(['tle', RESULT.OK]);
  const there = readState(away.pushed.gbd!.payload);
  expect(there.name).toBe('wanderer');
  expect(there.playerId).not.toBe(readState(main.pushed.gbd!.payload).playerId);
  expect(there.castles.some((c) => c.kingdom === 'green')).toBe(true);
  // The account there plays as any other: taxes, for one.
  expect((await away.command(token.TSZ, 'txi', {})).result).toBe(RESULT.OK);
  // Commands before a login there are refused; a password login there is not how one enters.
  const other = await TestClient.ready(`ws://${token.TSIP}:${token.TSP}/`, token.TSZ);
  expect((await other.command(token.TSZ, 'txi', {})).result).toBe(RESULT.GENERAL_ERROR);

  // pygge's tlep {TLT} is answered as lli, into the same account.
  const again = await TestClient.ready(`ws://${token.TSIP}:${token.TSP}/`, token.TSZ);
  const viaTlep = await again.command(token.TSZ, 'tlep', { TLT: token.TLT });
  expect([viaTlep.command, viaTlep.result]).toEqual(['lli', RESULT.OK]);
  expect(readState(again.pushed.gbd!.payload).playerId).toBe(there.playerId);
  for (const c of [main, away, other, again]) c.close();
  sim.world.setEvents(null);
});
