/**
 * Where the launched bots play. An operator's GAME_WS_URL or GAME_NETWORK_URL wins: no local game server
 * is started and the API inherits the operator's settings untouched (the launcher adds nothing). With
 * neither, the local game server is started and the API reads its network document, which names that
 * server as every zone's host, and its copy of the game client's files, which name the build it takes.
 */
export type GameSettings = {
  /** Start the local game server (the simulator) on `simPort`. */
  localGame: boolean;
  /** The one game server every bot plays on (the operator's GAME_WS_URL, or the local one), if any. */
  gameUrl: string | null;
  /** The network document the API reads zones and hosts from (the operator's, or the local one's). */
  gameNetworkUrl: string | null;
  /** The game's login page, where the bots mint their reCAPTCHA tokens (the operator's, or the local one's). */
  loginPageUrl: string | null;
  /** What the launcher adds to the API's environment. */
  apiEnv: Record<string, string>;
};

export function gameSettings(env: Record<string, string | undefined>, simPort: number): GameSettings {
  const operatorGame = env.GAME_WS_URL?.trim() || null;
  const operatorNetwork = env.GAME_NETWORK_URL?.trim() || null;
  if (operatorGame || operatorNetwork) {
    return { localGame: false, gameUrl: operatorGame, gameNetworkUrl: operatorNetwork, loginPageUrl: env.GAME_LOGIN_PAGE_URL?.trim() || null, apiEnv: {} };
  }
  const gameNetworkUrl = `http://127.0.0.1:${simPort}/config/network/1.xml`;
  const loginPageUrl = `http://127.0.0.1:${simPort}/`;
  return {
    localGame: true,
    gameUrl: `ws://127.0.0.1:${simPort}/`,
    gameNetworkUrl,
    loginPageUrl,
    apiEnv: { GAME_NETWORK_URL: gameNetworkUrl, GAME_LOGIN_PAGE_URL: loginPageUrl, GAME_CLIENT_URL: `http://127.0.0.1:${simPort}/default/` },
  };
}
