import { t } from 'elysia';
import { ACCOUNT_TAGS, GAME_SERVERS } from '@shared/game';

export const GameAccount = t.Object({
  id: t.String(),
  name: t.String({ description: 'In-game name' }),
  game_email: t.String(),
  server: t.String({ examples: ['INT1'] }),
  type: t.String({ description: 'Tag', examples: ['none'] }),
  created_at: t.String({ format: 'date-time' }),
});

export const CreateGameAccount = t.Object({
  email: t.String({ format: 'email', maxLength: 254, error: 'Please enter the e-mail address of the game account.' }),
  server: t.Optional(
    t.UnionEnum([...GAME_SERVERS], { default: 'INT1', error: 'Choose a game server from the list (for example INT1).' }),
  ),
  username: t.String({ minLength: 1, maxLength: 64, pattern: '\\S', error: 'Please enter the in-game name (up to 64 characters).' }),
  password: t.String({ minLength: 1, maxLength: 128, error: 'Please enter the game password (up to 128 characters).' }),
  type: t.Optional(t.UnionEnum([...ACCOUNT_TAGS], { default: 'none', error: `Choose a tag: ${ACCOUNT_TAGS.join(', ')}.` })),
});

export const AccountParams = t.Object({ id: t.String({ description: 'Game account id' }) });
