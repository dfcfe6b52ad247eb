/**
 * The game client's build number, which the web client sends twice in the handshake (docs/game.md "The
 * login, step by step" steps 2 and 5): in the zone login's password field (`<build>%en%0`) and as `vck`'s
 * first parameter. Public bots send `undefined` in both places; the web client sends its build.
 *
 * Where the web client takes it from (EmpireCore 0.59.0 config.py fetch_client_version, citing the
 * client): `index.html` on the game's HTML5 host preloads `CacheBreaker.bundle.<hash>.js`, which the
 * client's loader reads first; in it the `TranspilationEmpire` package names the client's version
 * (`1.167.9`), and `CastleVersionInformation.buildNumberGame` makes the build from it (`1167009`). A bot
 * learns the current build the same way: read `index.html`, then the bundle it names.
 *
 * Pure functions, shared by the bots' runtime (which reads the live files) and the local game server.
 */

/** The build of the web client captured on 2026-09-02 (zone `EmpireEx_21`): the fallback when its files cannot be read. */
export const DEFAULT_CLIENT_BUILD = '1167009';

/** Where the live web client is served (EmpireCore config.py GAME_CLIENT_URL): its `index.html` and bundles. */
export const LIVE_GAME_CLIENT_URL = 'https://empire-html5.goodgamestudios.com/default/';

/** `vck`'s second parameter, the platform (EmpireCore protocol/auth.py VERSION_CHECK_PLATFORM). */
export const VERSION_CHECK_PLATFORM = 'web-html5';

/** `vck` refusals, which are not result codes of the ERROR enum (EmpireCore enums/login.py, VCKCommand dll line 14473). */
export const VERSION_CHECK = { TOO_LOW: 1, TOO_HIGH: 2 } as const;

/** A build as the handshake carries it: digits only, as buildNumberGame makes them. */
export function isClientBuild(text: string): boolean {
  return /^\d{1,12}$/.test(text);
}

/**
 * The build of a client version: `1.167.9` is `1167009`; minor and patch padded to three digits, a
 * suffix after `-` dropped (EmpireCore config.py build_number, "CastleVersionInformation.buildNumberGame",
 * bundle line 10446). Null for text that is not such a version.
 */
export function buildNumberOf(version: string): string | null {
  const m = /^(\d+)\.(\d{1,3})\.(\d{1,3})(?:-[\w.]+)?$/.exec(version.trim());
  if (!m) return null;
  return `${Number(m[1])}${m[2]!.padStart(3, '0')}${m[3]!.padStart(3, '0')}`;
}

/** The client version of a build, the reverse of buildNumberOf: `1167009` is `1.167.9`. */
export function versionOfBuild(build: string): string {
  const digits = build.padStart(7, '0');
  return `${Number(digits.slice(0, -6))}.${Number(digits.slice(-6, -3))}.${Number(digits.slice(-3))}`;
}

/** The CacheBreaker bundle `index.html` names (EmpireCore config.py `_CACHE_BREAKER_BUNDLE`), or null. */
export function cacheBreakerBundleIn(indexHtml: string): string | null {
  return /CacheBreaker\.bundle\.[0-9a-f]+\.js/.exec(indexHtml)?.[0] ?? null;
}

/** The client version the CacheBreaker bundle names (EmpireCore config.py `_APP_VERSION`, module 858), or null. */
export function clientVersionIn(bundle: string): string | null {
  return /name:"TranspilationEmpire",version:"(\d+\.\d+\.\d+(?:-[\w.]+)?)"/.exec(bundle)?.[1] ?? null;
}

/**
 * The session id `vck` ends with, as the web client makes one per page load: a random fraction of the
 * largest double, written as `toFixed()` writes it, so `6.352330935529434e+307` in the 2026 captures
 * ("BasicEnvironmentGlobals.sessionId", dll line 34455, as EmpireCore config.py generate_session_id
 * copies it: `_to_fixed(random() * sys.float_info.max)`).
 */
export function newSessionId(random: () => number = Math.random): string {
  return (random() * Number.MAX_VALUE).toFixed();
}
