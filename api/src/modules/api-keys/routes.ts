/**
 * GET/POST /api/users/me/api-keys, DELETE /api/users/me/api-keys/:id: the signed-in user's personal API
 * keys. For a signed-in person only: a key calling these is refused by the keys' allow-list
 * (key-routes.ts), so a leaked key cannot make itself a sibling or revoke its owner's others.
 *
 * Mounted in app.ts as `.use(apiKeyRoutes({ auth, apiKeys, trustedProxies }))`.
 */
import { Elysia, t } from 'elysia';
import { answerText } from '../../lib/answer-text';
import { said } from '@shared/i18n/said';
import { apiKeyAnswers } from './answers.messages';
import { API_KEY_SCOPES } from '@shared/security';
import { clientPlugin, ErrorBody } from '../../lib/http';
import { oneOf } from '../../lib/one-of';
import { fixedText } from '../../lib/error-language';
import { API_KEY_DAYS_MAX, API_KEY_NAME_MAX } from '@shared/limits';
import { apiKeyErrors } from './errors.messages';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { MAX_ALLOWED_IPS } from './addresses';
import { MAX_KEYS_PER_USER, type ApiKeyService } from './service';
import { prose } from '../../lib/prose';

const Scopes = t.Array(oneOf(API_KEY_SCOPES), {
  minItems: 1,
  maxItems: API_KEY_SCOPES.length,
  uniqueItems: true,
  description: prose(
    '`read`: everything a dashboard reads (bots, consoles, accounts, templates, profile, notifications, subscription).',
    '`bots`: also start and stop bots. `read` is always included.',
  ),
});

const ApiKeyView = t.Object({
  id: t.String(),
  name: t.String({ maxLength: API_KEY_NAME_MAX }),
  hint: t.String({ description: 'The first 8 and last 3 characters of the key, to tell keys apart.', examples: ['cst_AbC1…x9Z'] }),
  scopes: Scopes,
  allowedIps: t.Array(t.String(), { description: 'Addresses or CIDR ranges the key works from; empty: anywhere.' }),
  expiresAt: t.Nullable(t.String({ format: 'date-time', description: 'null: never expires.' })),
  lastUsedAt: t.Nullable(t.String({ format: 'date-time', description: 'Noted at most once a minute.' })),
  lastUsedIp: t.Nullable(t.String()),
  createdAt: t.String({ format: 'date-time' }),
});

const CreateApiKey = t.Object({
  name: t.String({ minLength: 1, maxLength: API_KEY_NAME_MAX, error: fixedText(apiKeyErrors, 'nameLength', { min: 1, count: API_KEY_NAME_MAX }) }),
  scopes: Scopes,
  allowedIps: t.Optional(
    t.Array(t.String({ minLength: 2, maxLength: 49 }), {
      maxItems: MAX_ALLOWED_IPS,
      description: `Up to ${MAX_ALLOWED_IPS} IPv4/IPv6 addresses or CIDR ranges (203.0.113.7, 2001:db8::/32) the key may be used from. Leave out for anywhere.`,
    }),
  ),
  expiresInDays: t.Optional(
    t.Nullable(t.Integer({ minimum: 1, maximum: API_KEY_DAYS_MAX, error: fixedText(apiKeyErrors, 'expiresInDays', { min: 1, max: API_KEY_DAYS_MAX }) })),
  ),
});

export const apiKeyRoutes = ({ auth, apiKeys, trustedProxies }: { auth: AuthService; apiKeys: ApiKeyService; trustedProxies: readonly string[] }) =>
  new Elysia({ prefix: '/api/users/me/api-keys', tags: ['users'] })
    .use(authPlugin(auth))
    .use(clientPlugin(trustedProxies))
    .get('', async ({ user }) => ({ success: true as const, apiKeys: await apiKeys.list(user.id) }), {
      auth: true,
      response: { 200: t.Object({ success: t.Literal(true), apiKeys: t.Array(ApiKeyView) }), 401: ErrorBody, 403: ErrorBody },
      detail: { summary: 'Your personal API keys, newest first (never the keys themselves)' },
    })
    .post(
      '',
      async ({ user, body, status, clientIp }) => {
        const made = await apiKeys.create(user, body, clientIp);
        return status(201, { success: true as const, ...made });
      },
      {
        auth: true,
        body: CreateApiKey,
        response: {
          201: t.Object({
            success: t.Literal(true),
            key: t.String({ description: 'The key itself: shown this once, stored only as a hash. Send it as `Authorization: Bearer cst_…`.' }),
            apiKey: ApiKeyView,
          }),
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
        },
        detail: {
          summary: 'Create a personal API key (Professional plan)',
          description: prose(
            `The answer holds the key once. At most ${MAX_KEYS_PER_USER} keys per account (409).`,
            `A plan without API access is a 403 naming the plan that has it.`,
          ),
        },
      },
    )
    .delete(
      '/:id',
      async ({ user, params, clientIp, request }) => {
        await apiKeys.revoke(user.id, params.id, clientIp);
        return { success: true as const, message: answerText(request, said(apiKeyAnswers, 'revoked')) };
      },
      {
        auth: true,
        params: t.Object({ id: t.String({ pattern: '^[0-9a-fA-F]{24}$', error: 'API key not found.' }) }),
        response: { 200: t.Object({ success: t.Literal(true), message: t.String() }), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
        detail: { summary: 'Revoke one of your API keys (it stops at once, on every API instance)' },
      },
    );
