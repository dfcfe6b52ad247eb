/** Game servers and account tags (spec §9): the lists the API validates against and the site offers. */
export const GAME_SERVERS = [
  'INT1',
  'DE1',
  'FR1',
  'CZ1',
  'PL1',
  'PT1',
  'INT2',
  'ES1',
  'IT1',
  'TR1',
  'NL1',
  'HU1',
  'SKN1',
  'RU1',
  'RO1',
  'BG1',
  'HU2',
  'SK1',
  'GB1',
  'BR1',
  'US1',
  'AU1',
  'KR1',
  'JP1',
  'HIS1',
  'IN1',
  'CN1',
  'GR1',
  'LT1',
  'SA1',
  'AE1',
  'EG1',
  'ARAB1',
  'ASIA1',
  'HANT1',
  'ES2',
  'INT3',
  'WORLD1',
] as const;
export type GameServer = (typeof GAME_SERVERS)[number];
export const DEFAULT_GAME_SERVER: GameServer = 'INT1';

export const ACCOUNT_TAGS = ['none', 'tower', 'camp', 'storm', 'beri', 'coins', 'khan', 'afk', 'woa', 'equip'] as const;
export type AccountTag = (typeof ACCOUNT_TAGS)[number];
export const DEFAULT_ACCOUNT_TAG: AccountTag = 'none';

export function isGameServer(value: unknown): value is GameServer {
  return typeof value === 'string' && (GAME_SERVERS as readonly string[]).includes(value);
}

export function isAccountTag(value: unknown): value is AccountTag {
  return typeof value === 'string' && (ACCOUNT_TAGS as readonly string[]).includes(value);
}

/**
 * Servers whose zone number is not their place in the list above: the live numbering skips servers
 * not offered here (30, 31, 39–42, 44, 45). From a public client's copy of the live network document
 * (versionNo 177), which also gives INT1 EmpireEx, DE1 EmpireEx_2, GB1 EmpireEx_19, US1 EmpireEx_21.
 */
const ZONE_NUMBERS: Partial<Record<GameServer, number>> = { SA1: 32, AE1: 33, EG1: 34, ARAB1: 35, ASIA1: 36, HANT1: 37, ES2: 38, INT3: 43, WORLD1: 46 };

/**
 * The zone a server's login names, from the built-in list: the fallback when the game's network
 * document (which says it at run time) cannot be read. INT1 is the bare EmpireEx; the others are
 * EmpireEx_<n>, n being the server's place in the list up to LT1 (29) and ZONE_NUMBERS after it.
 */
export function zoneOf(server: GameServer): string {
  const index = GAME_SERVERS.indexOf(server);
  return index === 0 ? 'EmpireEx' : `EmpireEx_${ZONE_NUMBERS[server] ?? index + 1}`;
}

/**
 * Minutes a game account's bots step aside after someone else (the player, usually) logged into it:
 * the game allows one session per account, so the bots wait this long before logging in again.
 */
export const YIELD_MINUTES = { min: 1, max: 240, default: 15 } as const;

/** Outbound proxies a game account's socket may use: HTTP CONNECT (http, https) or SOCKS5. */
export const PROXY_SCHEMES = ['http', 'https', 'socks5'] as const;
