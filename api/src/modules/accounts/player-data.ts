/** The game accounts' part of a player's data (lib/player-data.ts): never their sealed passwords, proxies' logins or login tokens. */
import type { PlayerDataPart } from '../../lib/player-data';
import { forgetGameAccountsOf, gameAccountsOf } from './service';

const iso = (d: Date) => new Date(d).toISOString();

export const gameAccountsData = {
  name: 'game accounts',
  export: async (userId: string) => ({
    gameAccounts: (await gameAccountsOf(userId)).map((a) => ({
      id: String(a._id),
      username: a.username,
      gameEmail: a.gameEmail,
      server: a.server,
      tag: a.tag,
      proxy: a.proxyDisplay ?? null,
      proxyHasLogin: a.proxyHasLogin === true,
      yieldMinutes: a.yieldMinutes,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    })),
  }),
  // Their sealed passwords and proxies go with them.
  forget: forgetGameAccountsOf,
} satisfies PlayerDataPart;
