/** Request and response schemas of /api/shares. */
import { t } from 'elysia';
import { SHARE_PERMISSIONS } from '@shared/sharing';
import { oneOf } from '../../lib/one-of';

const Permissions = t.Array(oneOf(SHARE_PERMISSIONS), {
  maxItems: SHARE_PERMISSIONS.length,
  error: 'permissions must be a list of: console, control, settings, manage.',
  description:
    'console (see the bots and their consoles: always given), control (start and stop), settings (settings and schedules), manage (create and delete bots)',
});

export const NewShare = t.Object({
  accountId: t.String({ description: 'One of your game accounts' }),
  permissions: Permissions,
  email: t.Optional(
    t.String({
      format: 'email',
      maxLength: 254,
      error: 'Please enter a valid e-mail address.',
      description: 'Send it to this address too: a mail with a link that accepts it, for the account of this address only',
      examples: ['friend@example.com'],
    }),
  ),
});

export const OwnedShare = t.Object({
  id: t.String(),
  account_id: t.String(),
  with: t.Nullable(t.String({ description: 'The player it is shared with; null while the code waits' })),
  invited: t.Nullable(t.String({ description: 'While the code waits: the address it was mailed to; null for a code passed by hand' })),
  permissions: t.Array(oneOf(SHARE_PERMISSIONS)),
  expires_at: t.Nullable(t.String({ format: 'date-time', description: 'While the code waits: when it expires' })),
  created_at: t.String({ format: 'date-time' }),
});

export const CreatedShare = t.Object({
  code: t.String({ description: 'Shown once: pass it on to the player yourself (or it went by e-mail)' }),
  share: OwnedShare,
});

export const SharedWithMe = t.Object({
  share_id: t.String(),
  owner: t.String({ description: 'Whose bots they are' }),
  account: t.Object({ id: t.String(), name: t.String(), server: t.String() }),
  permissions: t.Array(oneOf(SHARE_PERMISSIONS)),
});

export const Code = t.Object({ code: t.String({ minLength: 1, maxLength: 200, error: 'Please paste the share code.' }) });
export const ShareParams = t.Object({ id: t.String() });
export const Ended = t.Object({ success: t.Literal(true) });
