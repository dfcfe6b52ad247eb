/** Game servers and account tags (spec §9): the lists the API validates against and the site offers. */
export const GAME_SERVERS = [
  'INT1', 'DE1', 'FR1', 'CZ1', 'PL1', 'PT1', 'INT2', 'ES1', 'IT1', 'TR1', 'NL1', 'HU1', 'SKN1', 'RU1', 'RO1',
  'BG1', 'HU2', 'SK1', 'GB1', 'BR1', 'US1', 'AU1', 'KR1', 'JP1', 'HIS1', 'IN1', 'CN1', 'GR1', 'LT1', 'SA1',
  'AE1', 'EG1', 'ARAB1', 'ASIA1', 'HANT1', 'ES2', 'INT3', 'WORLD1',
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
 * The zone id a server's login names. Known from public clients: INT1 EmpireEx, DE1 EmpireEx_2,
 * GB1 EmpireEx_19, US1 EmpireEx_21, WORLD1 EmpireEx_46; the others follow the list's numbering, which
 * those known ids fit (check them before pointing a bot at the live game).
 */
export function zoneOf(server: GameServer): string {
  if (server === 'WORLD1') return 'EmpireEx_46';
  const index = GAME_SERVERS.indexOf(server);
  return index === 0 ? 'EmpireEx' : `EmpireEx_${index + 1}`;
}
