/**
 * Our game client against a recorded live-shaped exchange (frames as game-notes.md gives them): a
 * scripted server answers exactly as the live one does, and every frame the client sends is checked.
 */
import { afterEach, expect, test } from 'bun:test';
import { GameClient, GameError } from './client';

type Script = (frame: string, send: (reply: string) => void) => void;

const servers: { stop: (force?: boolean) => void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.stop(true);
});

/** A WebSocket server that records what it receives and answers by `script`. */
function liveLike(script: Script): { url: string; received: string[]; origins: (string | null)[] } {
  const received: string[] = [];
  const origins: (string | null)[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: (req, srv) => {
      origins.push(req.headers.get('origin'));
      return srv.upgrade(req) ? undefined : new Response('ws only', { status: 426 });
    },
    websocket: {
      message(ws, message) {
        received.push(String(message));
        script(String(message), (reply) => ws.send(reply));
      },
    },
  });
  servers.push(server);
  return { url: `ws://127.0.0.1:${server.port}/`, received, origins };
}

const ZONE = 'EmpireEx_2';

/** The live server's side of a login, frame for frame. `lli` answers with `lliResult`. */
const LIVE: (lliResult?: string) => Script = (lliResult = '%xt%lli%1%0%') => (frame, send) => {
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

test('the handshake and login send exactly the live frames, read replies without payload, and keep the session alive', async () => {
  const server = liveLike(LIVE());
  const client = new GameClient(server.url, { keepAliveMs: 150, minIntervalMs: 0 });
  await client.connect(ZONE, { origin: 'https://game.example' });
  const bundle = await client.login('Arthur', { password: 'pass word', recaptcha: 'minted-token' });
  expect(server.origins).toEqual(['https://game.example']);
  expect(bundle).toEqual({ gbd: { gpi: { PID: 7 }, gcl: { PID: 7, C: [] } }, sei: { E: [] } });
  await Bun.sleep(400);
  client.close();

  const [verChk, zone, autoJoin, roundTrip, vck, lli, ...rest] = server.received;
  expect(verChk).toBe("<msg t='sys'><body action='verChk' r='0'><ver v='166' /></body></msg>");
  expect(zone).toBe(`<msg t='sys'><body action='login' r='0'><login z='${ZONE}'><nick><![CDATA[]]></nick><pword><![CDATA[undefined%en%0]]></pword></login></body></msg>`);
  expect(autoJoin).toBe("<msg t='sys'><body action='autoJoin' r='-1'></body></msg>");
  expect(roundTrip).toBe("<msg t='sys'><body action='roundTrip' r='1'></body></msg>");
  expect(vck).toMatch(new RegExp(`^%xt%${ZONE}%vck%1%undefined%web-html5%<RoundHouseKick>%\\d+%$`));
  const fields = JSON.parse(lli!.match(new RegExp(`^%xt%${ZONE}%lli%1%(.*)%$`))![1]!);
  expect(fields).toMatchObject({ NOM: 'Arthur', PW: 'pass word', LT: null, RCT: 'minted-token', DID: '0', ID: 0, PL: 1, SID: 9, PLFID: 1, LANG: 'en', KID: '', GCI: '' });
  expect(Object.keys(fields).sort()).toEqual(['AID', 'CONM', 'DID', 'GCI', 'ID', 'KID', 'LANG', 'LT', 'NOM', 'PL', 'PLFID', 'PW', 'RCT', 'REF', 'RTM', 'SID'].sort());
  // Keep-alive: the live frame, at least twice in 400 ms at a 150 ms period.
  expect(rest.length).toBeGreaterThanOrEqual(2);
  for (const frame of rest) expect(frame).toBe(`%xt%${ZONE}%pin%1%<RoundHouseKick>%`);
});

test('a refused login (no payload either) surfaces its result code', async () => {
  const server = liveLike(LIVE('%xt%lli%1%21%'));
  const client = new GameClient(server.url, { minIntervalMs: 0, eventsTimeoutMs: 200 });
  await client.connect(ZONE);
  const failure = await client.login('Arthur', { password: 'wrong', recaptcha: 'minted-token' }).catch((err: unknown) => err);
  expect(failure).toBeInstanceOf(GameError);
  expect((failure as GameError).result).toBe(21);
  client.close();
});

test('a login token stands for the password and the reCAPTCHA; 409 says it is no longer valid', async () => {
  const server = liveLike(LIVE('%xt%lli%1%409%'));
  const client = new GameClient(server.url, { minIntervalMs: 0, eventsTimeoutMs: 200 });
  await client.connect(ZONE);
  const failure = await client.login('Arthur', { loginToken: 'saved-token' }).catch((err: unknown) => err);
  expect((failure as GameError).result).toBe(409);
  expect((failure as GameError).message).toBe('lli: the login token is no longer valid');
  const fields = JSON.parse(server.received.at(-1)!.match(new RegExp(`^%xt%${ZONE}%lli%1%(.*)%$`))![1]!);
  expect(fields).toMatchObject({ NOM: 'Arthur', PW: '', LT: 'saved-token', RCT: '' });
  client.close();
});

test('a zone the server refuses is said in words', async () => {
  const server = liveLike((frame, send) => {
    if (frame.includes("action='verChk'")) send("<msg t='sys'><body action='apiOK' r='0'></body></msg>");
    else if (frame.includes("action='login'")) send("<msg t='sys'><body action='logKO' r='0'></body></msg>");
  });
  const client = new GameClient(server.url, { minIntervalMs: 0, timeoutMs: 2_000 });
  const failure = await client.connect('EmpireEx_999').catch((err: unknown) => err);
  expect((failure as Error).message).toBe('the game server refused zone EmpireEx_999');
});
