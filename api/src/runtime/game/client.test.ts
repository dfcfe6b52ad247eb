/**
 * Our game client against a recorded live-shaped exchange (frames as docs/game.md gives them): a
 * scripted server answers exactly as the live one does, and every frame the client sends is checked.
 */
import { afterEach, expect, test } from 'bun:test';
import { GameClient, GameError } from './client';
import { scriptedSocket, stopScriptedSockets, type Answer } from './fixtures/scripted-socket';

afterEach(stopScriptedSockets);

const ZONE = 'EmpireEx_2';

/** The live server's side of a login, frame for frame. `lli` answers with `lliResult`. */
const LIVE: (lliResult?: string) => Answer =
  (lliResult = '%xt%lli%1%0%') =>
  (frame, send) => {
    if (frame.includes("action='verChk'")) send("<msg t='sys'><body action='apiOK' r='0'></body></msg>");
    else if (frame.includes("action='login'")) {
      send('%xt%nfo%1%0%{"zone":"EmpireEx_2"}%');
      send('%xt%core_nfo%1%0%{}%');
      send('%xt%rlu%-1%1%0%100000%2%Lobby%');
    } else if (frame.includes("action='autoJoin'")) send("<msg t='sys'><body action='joinOK' r='1'><pid id='0'/><vars /><uLs r='1'></uLs></body></msg>");
    else if (frame.includes("action='roundTrip'")) send("<msg t='sys'><body action='roundTripRes' r='1'></body></msg>");
    else if (frame.startsWith(`%xt%${ZONE}%vck%`)) send('%xt%vck%1%0%1.2.3%');
    else if (frame.startsWith(`%xt%${ZONE}%lli%`)) {
      send(lliResult);
      if (lliResult === '%xt%lli%1%0%') {
        send('%xt%gbd%1%0%{"gpi":{"PID":7},"gcl":{"PID":7,"C":[]}}%');
        send('%xt%sei%1%0%{"E":[]}%');
      }
    } else if (frame.startsWith(`%xt%${ZONE}%pin%`)) send('%xt%pin%1%0%');
  };

const DEVICE = '1795500131976254200';

/** The `lli` JSON of a frame, as text: its key order is part of the live format. */
const lliJson = (frame: string) => frame.match(new RegExp(`^%xt%${ZONE}%lli%1%(.*)%$`))![1]!;

test('the handshake and login send exactly the live frames, read replies without payload, and keep the session alive', async () => {
  const server = scriptedSocket(LIVE());
  const client = new GameClient(server.url, { keepAliveMs: 150, minIntervalMs: 0 });
  await client.connect(ZONE, { origin: 'https://game.example' });
  const outcome = await client.login('Arthur', { password: 'pass word', recaptcha: 'minted-token' }, DEVICE);
  expect(server.upgrades.map((h) => h.get('origin'))).toEqual(['https://game.example']);
  expect(outcome).toEqual({ events: true });
  // The login bundle's sections are what the client knows now.
  expect(client.known).toMatchObject({ gpi: { PID: 7 }, gcl: { PID: 7, C: [] }, sei: { E: [] } });
  await Bun.sleep(400);
  client.close();

  const [verChk, zone, autoJoin, roundTrip, vck, lli, ...rest] = server.received;
  expect(verChk).toBe("<msg t='sys'><body action='verChk' r='0'><ver v='166' /></body></msg>");
  expect(zone).toBe(
    `<msg t='sys'><body action='login' r='0'><login z='${ZONE}'><nick><![CDATA[]]></nick><pword><![CDATA[1167009%en%0]]></pword></login></body></msg>`,
  );
  expect(autoJoin).toBe("<msg t='sys'><body action='autoJoin' r='-1'></body></msg>");
  expect(roundTrip).toBe("<msg t='sys'><body action='roundTrip' r='1'></body></msg>");
  // The build of GAME_CLIENT_BUILD's default where public bots send `undefined`; the session id as the web client makes it.
  expect(vck).toMatch(new RegExp(`^%xt%${ZONE}%vck%1%1167009%web-html5%<RoundHouseKick>%\\d\\.\\d+e\\+30[0-8]%$`));
  // Key for key and in order as the live client (C2SLoginVO) sends them, RCT last (EmpireCore protocol/auth.py:106-135).
  expect(lliJson(lli!)).toMatch(
    /^\{"CONM":\d+,"RTM":\d+,"ID":0,"PL":1,"NOM":"Arthur","PW":"pass word","LT":null,"LANG":"en","DID":"0","AID":"1795500131976254200","KID":"","REF":"https:\/\/empire\.goodgamestudios\.com","GCI":"","SID":9,"PLFID":1,"RCT":"minted-token"\}$/,
  );
  // Keep-alive: the live frame, at least twice in 400 ms at a 150 ms period.
  expect(rest.length).toBeGreaterThanOrEqual(2);
  for (const frame of rest) expect(frame).toBe(`%xt%${ZONE}%pin%1%<RoundHouseKick>%`);
});

test('a login without a reCAPTCHA token leaves RCT out; names and passwords are escaped as the live client escapes them', async () => {
  const server = scriptedSocket(LIVE());
  const client = new GameClient(server.url, { minIntervalMs: 0 });
  await client.connect(ZONE);
  await client.login("Sir %Lance's", { password: 'p%w"d\\x', recaptcha: null }, DEVICE);
  client.close();
  const json = lliJson(server.received.find((f) => f.includes('%lli%'))!);
  // encodeJsonText then the frame's own escaping: % → &percnt;, ' → &145;, " → &quot;, \ → %5C → &percnt;5C (EmpireCore protocol/text.py, base.py:38-44).
  expect(json).toContain('"NOM":"Sir &percnt;Lance&145;s","PW":"p&percnt;w&quot;d&percnt;5Cx"');
  expect(json).not.toContain('RCT');
  expect(json.endsWith('"SID":9,"PLFID":1}')).toBe(true);
});

test('a refused login (no payload either) surfaces its result code', async () => {
  const server = scriptedSocket(LIVE('%xt%lli%1%20%'));
  const client = new GameClient(server.url, { minIntervalMs: 0, eventsTimeoutMs: 200 });
  await client.connect(ZONE);
  const failure = await client.login('Arthur', { password: 'wrong', recaptcha: null }, DEVICE).catch((err: unknown) => err);
  expect(failure).toBeInstanceOf(GameError);
  expect((failure as GameError).result).toBe(20);
  expect((failure as GameError).message).toBe('lli: wrong game password');
  client.close();
});

test('a login token stands for the password: no PW is sent; 409 says it is no longer valid', async () => {
  const server = scriptedSocket(LIVE('%xt%lli%1%409%'));
  const client = new GameClient(server.url, { minIntervalMs: 0, eventsTimeoutMs: 200 });
  await client.connect(ZONE);
  const failure = await client.login('Arthur', { loginToken: 'saved-token' }, DEVICE).catch((err: unknown) => err);
  expect((failure as GameError).result).toBe(409);
  expect((failure as GameError).message).toBe('lli: the login token is no longer valid');
  expect(lliJson(server.received.at(-1)!)).toMatch(
    /^\{"CONM":\d+,"RTM":\d+,"ID":0,"PL":1,"NOM":"Arthur","LT":"saved-token","LANG":"en","DID":"0","AID":"1795500131976254200",/,
  );
  client.close();
});

test('the login token the game pushes after a password login (slt) is handed to the session', async () => {
  const server = scriptedSocket((frame, send) => {
    LIVE()(frame, send);
    if (frame.startsWith(`%xt%${ZONE}%lli%`)) send('%xt%slt%1%0%{"LT":"fresh-token"}%');
  });
  const client = new GameClient(server.url, { minIntervalMs: 0 });
  const tokens: string[] = [];
  client.onLoginToken((token) => tokens.push(token));
  await client.connect(ZONE);
  expect(await client.login('Arthur', { password: 'pw', recaptcha: null }, DEVICE)).toEqual({ events: true });
  // It may come after the login's other pushes: it is handed on whenever it comes.
  while (tokens.length === 0) await Bun.sleep(5);
  expect(tokens).toEqual(['fresh-token']);
  client.close();
});

test('a zone the server refuses is said in words', async () => {
  const server = scriptedSocket((frame, send) => {
    if (frame.includes("action='verChk'")) send("<msg t='sys'><body action='apiOK' r='0'></body></msg>");
    else if (frame.includes("action='login'")) send("<msg t='sys'><body action='logKO' r='0'></body></msg>");
  });
  const client = new GameClient(server.url, { minIntervalMs: 0, timeoutMs: 2_000 });
  const failure = await client.connect('EmpireEx_999').catch((err: unknown) => err);
  expect((failure as Error).message).toBe('the game server refused zone EmpireEx_999');
});

test("a command goes out in the web client's key order whatever order it was written in; a key no public client sends is not sent", async () => {
  const server = scriptedSocket((frame, send) => {
    LIVE()(frame, send);
    if (frame.startsWith(`%xt%${ZONE}%qdr%`)) send('%xt%qdr%1%0%{}%');
  });
  const client = new GameClient(server.url, { minIntervalMs: 0 });
  await client.connect(ZONE);
  await client.login('Arthur', { password: 'pw', recaptcha: null }, DEVICE);
  // As the quest donation was written before: the empty donation first, the quest last.
  await client.send('qdr', { F: 0, W: 500, S: 0, C1: 0, O: 0, C: 0, I: 0, G: 0, PWR: 0, PO: -1, QID: 95 });
  expect(server.received.find((f) => f.includes('%qdr%'))).toBe(
    `%xt%${ZONE}%qdr%1%{"QID":95,"F":0,"W":500,"S":0,"C1":0,"O":0,"C":0,"I":0,"G":0,"PWR":0,"PO":-1}%`,
  );
  const refused = await client.send('qdc', { QID: 1, CID: 10, A: 5, EXTRA: 1 } as never).catch((err: unknown) => err);
  expect((refused as Error).message).toBe('qdc has EXTRA, which the game client does not send');
  expect(server.received.some((f) => f.includes('%qdc%'))).toBe(false);
  client.close();
});
