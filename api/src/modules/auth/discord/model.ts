/** Request and response schemas of the Discord sign-in routes; they are also the OpenAPI document. */
import { t } from 'elysia';

export const DiscordLoginResponse = t.Object({
  success: t.Literal(true),
  url: t.String({ description: "Discord's authorization page for this browser (state and PKCE S256; scopes identify and email)." }),
});

/** Discord's redirect: `code` and `state` after consent, `error` (and `error_description`) otherwise. */
export const DiscordCallbackQuery = t.Object({
  code: t.Optional(t.String()),
  state: t.Optional(t.String()),
  error: t.Optional(t.String({ examples: ['access_denied'] })),
  error_description: t.Optional(t.String()),
});

export const CALLBACK_REDIRECT_DOC = {
  302: {
    description:
      'Back to the site at /auth/discord/callback, with `#access_token=<session token>` (the session cookie is set too), ' +
      '`#second_step=<challenge>` when the user uses two-factor sign-in (send it with a code to POST /api/auth/second-step) ' +
      "or `#error=<reason>`: Discord's own (e.g. access_denied) or ours (invalid_state, missing_code, exchange_failed, " +
      'profile_failed, email_missing, email_unverified, account_conflict, temporarily_unavailable, server_error).',
    headers: { location: { schema: { type: 'string' as const } } },
  },
};
