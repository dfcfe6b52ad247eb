/**
 * bench/libraries: each hand-written part against the library that could replace it, on the same input,
 * in interleaved rounds (ours, theirs, ours, …) so that the shared machine's load falls on both alike.
 * Prints operations per second of each, and the ratio; docs/decisions.md keeps the figures.
 *   npm run bench -- libraries
 * The libraries were measured and not kept, so they are not in package.json: a comparison whose library is
 * missing says so and is skipped (to measure again: `bun add --no-save fast-xml-parser negotiator otpauth
 * p-limit socks` in a scratch copy).
 */
import { LOCALES, negotiateLocale } from '@shared/i18n/locales';
import { parseXml } from '@shared/game-wire/xml';
import { renderNetworkDocument } from '@shared/game-wire/network';
import { GAME_SERVERS, zoneOf } from '@shared/game';
import { chooseEncoding } from '../site/server/encoding';
import { Socks5Handshake } from '../api/src/runtime/game/socks5';
import { matchTotp, newTotpSecret, totpCode, totpStep } from '../api/src/modules/auth/two-factor/totp';
import { createSlots, mapConcurrently } from '../api/src/lib/concurrently';

/** A candidate library, or null when it is not installed (the names are variables so the type check does not ask for them). */
type Loose = any;
async function candidate(name: string): Promise<Loose | null> {
  try {
    return await import(name);
  } catch {
    console.log(`${name} is not installed: its comparison is skipped`);
    return null;
  }
}

const ROUNDS = 5;
const ROUND_MS = 300;

/** Operations per second of `op`, run for about ROUND_MS per round, the rounds' median. */
async function rate(op: () => unknown | Promise<unknown>, rounds: number[]): Promise<void> {
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < ROUND_MS) {
    await op();
    count += 1;
  }
  rounds.push((count * 1000) / (performance.now() - started));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

async function compare(what: string, ours: () => unknown, theirs: () => unknown): Promise<void> {
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await rate(ours, a);
    await rate(theirs, b);
  }
  const [x, y] = [median(a), median(b)];
  console.log(
    `${what.padEnd(44)} ours ${Math.round(x).toLocaleString('en').padStart(10)}/s   library ${Math.round(y).toLocaleString('en').padStart(10)}/s   ours ÷ library ${(x / y).toFixed(2)}`,
  );
}

// TOTP: one code, and a check of a typed code over ±1 step (what a sign-in does).
const otpauth = await candidate('otpauth');
const secret = newTotpSecret();
const step = totpStep();
const typed = totpCode(secret, step);
const wrong = String((Number(typed) + 1) % 1_000_000).padStart(6, '0');
if (otpauth) {
  const otpSecret = otpauth.Secret.fromBase32(secret);
  const totp = new otpauth.TOTP({ secret: otpSecret, algorithm: 'SHA1', digits: 6, period: 30 });
  await compare(
    'TOTP: one code',
    () => totpCode(secret, step),
    () => otpauth.HOTP.generate({ secret: otpSecret, counter: step, digits: 6, algorithm: 'SHA1' }),
  );
  // A right code for now: the library stops at the first step that matches; ours computes all three on purpose
  // (in constant time, so timing does not tell which step matched). A wrong code, a guesser's: three each.
  await compare(
    'TOTP: check a right code (window ±1)',
    () => matchTotp(secret, typed),
    () => totp.validate({ token: typed, window: 1 }),
  );
  await compare(
    'TOTP: check a wrong code (window ±1)',
    () => matchTotp(secret, wrong),
    () => totp.validate({ token: wrong, window: 1 }),
  );
}

// The game's network document, as large as the live one (every server we know).
const network = renderNetworkDocument(
  GAME_SERVERS.map((code) => ({ code, zone: zoneOf(code) })),
  'game.example',
);
const fxp = await candidate('fast-xml-parser');
if (fxp) {
  const xml = new fxp.XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', processEntities: true });
  console.log(`network document: ${network.length.toLocaleString('en')} characters`);
  await compare(
    'XML: read the network document',
    () => parseXml(network),
    () => fxp.XMLValidator.validate(network) === true && xml.parse(network),
  );
}

// Header negotiation: a German browser's Accept-Language, Chrome's Accept-Encoding.
const acceptLanguage = 'de-AT,de;q=0.9,en-US;q=0.8,en;q=0.7';
const acceptEncoding = 'gzip, deflate, br, zstd';
const locales = [...LOCALES];
const negotiator = await candidate('negotiator');
if (negotiator) {
  const Negotiator = negotiator.default;
  await compare(
    'Accept-Language → one of our 9 languages',
    () => negotiateLocale(acceptLanguage),
    () => new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(locales),
  );
  await compare(
    'Accept-Encoding → br / gzip / none',
    () => chooseEncoding(acceptEncoding),
    () => new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(['br', 'gzip'], { preferred: ['br', 'gzip'] }),
  );
}

// Concurrency: a thousand small awaited pieces of work, eight at a time (the report pipeline's shape).
const pLimitModule = await candidate('p-limit');
if (pLimitModule) {
  const pLimit = pLimitModule.default;
  const items = Array.from({ length: 1000 }, (_, i) => i);
  const work = async (i: number) => i * 2;
  await compare(
    '1,000 tasks, 8 at a time (a list)',
    () => mapConcurrently(items, 8, work),
    () => pLimit(8).map(items, work),
  );
  await compare(
    '1,000 tasks, 8 at a time (as they come)',
    () => {
      const withSlot = createSlots(8);
      return Promise.all(items.map((i) => withSlot(() => work(i))));
    },
    () => {
      const limit = pLimit(8);
      return Promise.all(items.map((i) => limit(() => work(i))));
    },
  );
}

// SOCKS5: a whole handshake with a proxy on 127.0.0.1 that asks for a login (ours: the state machine over
// Bun's socket, as the bridge drives it; the library: its client over node:net).
const proxy = Bun.listen<{ stage: number }>({
  hostname: '127.0.0.1',
  port: 0,
  socket: {
    open: (s) => void (s.data = { stage: 0 }),
    data: (s, chunk) => {
      if (s.data.stage === 0) s.write(Uint8Array.from([5, 2]));
      else if (s.data.stage === 1) s.write(Uint8Array.from([1, 0]));
      else s.write(Uint8Array.from([5, 0, 0, 1, 127, 0, 0, 1, 0x1f, 0x90]));
      s.data.stage += 1;
      void chunk;
    },
  },
});
const login = { username: 'player', password: 'secret' };
const target = { host: 'game.example', port: 443 };
const ours = () =>
  new Promise<void>((resolve, reject) => {
    const handshake = new Socks5Handshake(login, target);
    void Bun.connect({
      hostname: '127.0.0.1',
      port: proxy.port,
      socket: {
        open: (s) => void s.write(handshake.greeting()),
        data: (s, chunk) => {
          const step = handshake.receive(chunk);
          if (step.send) s.write(step.send);
          if (step.established) {
            s.end();
            resolve();
          }
        },
        error: (_s, err) => reject(err),
      },
    });
  });
const socks = await candidate('socks');
const theirs = async () => {
  const { socket } = await socks.SocksClient.createConnection({
    proxy: { host: '127.0.0.1', port: proxy.port, type: 5, userId: login.username, password: login.password },
    command: 'connect',
    destination: target,
  });
  socket.destroy();
};
if (socks) await compare('SOCKS5: a handshake over loopback', ours, theirs);
proxy.stop(true);
