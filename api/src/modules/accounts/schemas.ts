import { t } from 'elysia';
import { oneOf } from '../../lib/one-of';
import { ACCOUNT_TAGS, GAME_SERVERS, PROXY_SCHEMES, YIELD_MINUTES } from '@shared/game';
import { PROXY_URL_MAX_LENGTH } from '@shared/proxy';
import { fixedText } from '../../lib/error-language';
import { accountErrors } from './errors.messages';
import { LockedSchema } from './safety';
import { GAME_NAME_MAX, GAME_PASSWORD_MAX } from '@shared/limits';
import { prose } from '../../lib/prose';

/** The game login's fields, as the add form, the edit dialog and the test login take them. */
export const GamePassword = t.String({
  minLength: 1,
  maxLength: GAME_PASSWORD_MAX,
  error: fixedText(accountErrors, 'enterGamePassword', { count: GAME_PASSWORD_MAX }),
});
export const GameName = t.String({
  minLength: 1,
  maxLength: GAME_NAME_MAX,
  pattern: '\\S',
  error: fixedText(accountErrors, 'enterUsername', { count: GAME_NAME_MAX }),
});

export const GameAccount = t.Object({
  id: t.String(),
  name: t.String({ description: 'In-game name' }),
  game_email: t.String(),
  server: t.String({ examples: ['INT1'] }),
  type: t.String({ description: 'Tag', examples: ['none'] }),
  created_at: t.String({ format: 'date-time' }),
  proxy: t.Nullable(
    t.String({
      description: "The account's outbound proxy without its login (never the password); null: the game socket connects directly.",
      examples: ['socks5://proxy.example:1080'],
    }),
  ),
  proxy_has_login: t.Boolean({ description: 'Whether the stored proxy URL carries a user name and password (which are never returned).' }),
  yield_minutes: t.Integer({
    minimum: YIELD_MINUTES.min,
    maximum: YIELD_MINUTES.max,
    description: "Minutes the account's bots step aside after someone else (the player) logged into it.",
  }),
  locked: LockedSchema,
});

const YIELD_MESSAGE = fixedText(accountErrors, 'yieldMinutes', { min: YIELD_MINUTES.min, max: YIELD_MINUTES.max });
// The bound as written in English (2048, not 2,048): a fixed text's words must stay what they were.
const PROXY_MESSAGE = fixedText(accountErrors, 'proxyLength', { count: PROXY_URL_MAX_LENGTH });
const TAG_MESSAGE = fixedText(accountErrors, 'chooseTag', { tags: ACCOUNT_TAGS.join(', ') });
const PROXY_DESCRIPTION = prose(
  `Outbound proxy for this account's game socket: ${PROXY_SCHEMES.map((s) => `${s}://`).join(', ')} with host and port,`,
  `optionally user:password@. Stored encrypted; null or "" removes it.`,
);

/** The proxy as sent: a URL, or null / "" for none. Its form is checked by shared/src/proxy.ts, with the same words the site shows. */
const ProxyField = t.Union([t.String({ maxLength: PROXY_URL_MAX_LENGTH }), t.Null()], {
  description: PROXY_DESCRIPTION,
  examples: ['socks5://user:password@proxy.example:1080'],
  error: PROXY_MESSAGE,
});
const YieldField = t.Integer({
  minimum: YIELD_MINUTES.min,
  maximum: YIELD_MINUTES.max,
  error: YIELD_MESSAGE,
  description: "Minutes the account's bots step aside after someone else (the player) logged into it.",
});

export const UpdateGameAccount = t.Object({
  email: t.Optional(t.String({ format: 'email', maxLength: 254, error: 'Please enter the e-mail address of the game account.' })),
  server: t.Optional(oneOf(GAME_SERVERS, { error: 'Choose a game server from the list (for example INT1).' })),
  password: t.Optional(GamePassword),
  type: t.Optional(oneOf(ACCOUNT_TAGS, { error: TAG_MESSAGE })),
  proxy: t.Optional(ProxyField),
  yield_minutes: t.Optional(YieldField),
});

export const CreateGameAccount = t.Object({
  email: t.String({ format: 'email', maxLength: 254, error: 'Please enter the e-mail address of the game account.' }),
  server: t.Optional(oneOf(GAME_SERVERS, { default: 'INT1', error: 'Choose a game server from the list (for example INT1).' })),
  username: GameName,
  password: GamePassword,
  type: t.Optional(oneOf(ACCOUNT_TAGS, { default: 'none', error: TAG_MESSAGE })),
  proxy: t.Optional(ProxyField),
  yield_minutes: t.Optional(YieldField),
});

export const AccountParams = t.Object({ id: t.String({ description: 'Game account id' }) });
