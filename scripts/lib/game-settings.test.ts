import { expect, test } from 'bun:test';
import { gameSettings } from './game-settings';

test('neither set: the local game server, and the API reads its network document', () => {
  expect(gameSettings({}, 4100)).toEqual({
    localGame: true,
    gameUrl: 'ws://127.0.0.1:4100/',
    gameNetworkUrl: 'http://127.0.0.1:4100/config/network/1.xml',
    loginPageUrl: 'http://127.0.0.1:4100/',
    apiEnv: {
      GAME_NETWORK_URL: 'http://127.0.0.1:4100/config/network/1.xml',
      GAME_LOGIN_PAGE_URL: 'http://127.0.0.1:4100/',
      GAME_CLIENT_URL: 'http://127.0.0.1:4100/default/',
    },
  });
  expect(gameSettings({ GAME_WS_URL: '', GAME_NETWORK_URL: '  ' }, 4200).localGame).toBe(true);
});

test("an operator's setting is never overridden: no local game server, nothing added for the API", () => {
  expect(gameSettings({ GAME_WS_URL: 'wss://one.example/' }, 4100)).toEqual({
    localGame: false,
    gameUrl: 'wss://one.example/',
    gameNetworkUrl: null,
    loginPageUrl: null,
    apiEnv: {},
  });
  expect(gameSettings({ GAME_NETWORK_URL: 'https://html5.example/config/network/1.xml' }, 4100)).toEqual({
    localGame: false,
    gameUrl: null,
    gameNetworkUrl: 'https://html5.example/config/network/1.xml',
    loginPageUrl: null,
    apiEnv: {},
  });
  expect(gameSettings({ GAME_WS_URL: 'ws://a/', GAME_NETWORK_URL: 'http://b/n.xml' }, 4100)).toMatchObject({ localGame: false, apiEnv: {} });
});
