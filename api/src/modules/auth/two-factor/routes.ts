/**
 * GET /api/auth/2fa, POST /api/auth/2fa/setup, /enable, /disable, /recovery-codes: the signed-in user's
 * two-factor settings. The second sign-in step itself lives with sign-in (auth/), which calls
 * `twoFactor.verifySecondFactor`.
 *
 * Mounted in app.ts's createPlatform: the service is built right after the sealer, before the auth
 * service (whose second sign-in step calls it), and the routes go beside the other auth routes:
 *
 *   const twoFactor = createTwoFactorService({
 *     sealer,
 *     // Wrong codes per user across instances; the sign-in step goes through this same service, so one counter.
 *     attempts: new SharedCounter(
 *       keyValueBucket(engine, 'throttle', THROTTLE_KEEP_MS),
 *       `${throttleNamespace}.two-factor`,
 *       TWO_FACTOR_ATTEMPTS.limit,
 *       TWO_FACTOR_ATTEMPTS.windowMs,
 *     ),
 *     // One user's code checks take turns across instances (a check, then a write).
 *     perUser: createEngineLock(keyValueBucket(engine, 'locks', 30_000)),
 *   });
 *   …
 *   .use(twoFactorRoutes({ auth, twoFactor, trustedProxies: config.trustedProxies }))
 *
 * verifySecondFactor counts wrong codes itself (and throws the 429): the sign-in step must not count again.
 */
import { Elysia, t } from 'elysia';
import { answerText } from '../../../lib/answer-text';
import { said } from '@shared/i18n/said';
import { authAnswers } from '../answers.messages';
import { PASSWORD_MAX_LENGTH } from '@shared/auth';
import { RECOVERY_CODE_COUNT } from '@shared/security';
import { clientPlugin, ErrorBody } from '../../../lib/http';
import { authPlugin } from '../plugin';
import type { AuthService } from '../service';
import type { TwoFactorOwner, TwoFactorService } from './service';

type Options = { auth: AuthService; twoFactor: TwoFactorService; trustedProxies: readonly string[] };

const appCode = t.String({
  minLength: 1,
  maxLength: 16,
  error: 'Enter the 6-digit code your app shows.',
  description: 'The 6-digit code the authenticator app shows now (spaces are ignored).',
  examples: ['123456'],
});

const RecoveryCodes = t.Array(t.String({ description: 'xxxxx-xxxxx' }), {
  minItems: RECOVERY_CODE_COUNT,
  maxItems: RECOVERY_CODE_COUNT,
  description: `${RECOVERY_CODE_COUNT} single-use recovery codes. Shown this once: only their hashes are kept.`,
});

const Status = t.Object({
  success: t.Literal(true),
  enabled: t.Boolean({ description: 'Whether sign-in asks for a second step.' }),
  enabledAt: t.Nullable(t.String({ format: 'date-time' })),
  recoveryCodesLeft: t.Integer({ minimum: 0, maximum: RECOVERY_CODE_COUNT }),
});

const Setup = t.Object({
  success: t.Literal(true),
  secret: t.String({ description: 'The secret in base32, for typing into an app that cannot scan.' }),
  otpauthUri: t.String({ description: 'otpauth://totp/… as the QR code carries it.' }),
  qrCode: t.String({ description: 'The QR code as a data:image/svg+xml;base64 URL, ready for an <img>.' }),
});

const CodeBody = t.Object({ code: appCode });

const DisableBody = t.Object(
  {
    password: t.Optional(t.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, error: 'Please enter your password.' })),
    code: t.Optional(
      t.String({
        minLength: 1,
        maxLength: 32,
        error: 'Enter the 6-digit code your app shows, or a recovery code.',
        description: 'A code from the app, or one of the recovery codes.',
      }),
    ),
  },
  { description: 'Either your password or a code (accounts without a password, signed in with Discord, use a code).' },
);

const CodesIssued = t.Object({ success: t.Literal(true), recoveryCodes: RecoveryCodes, message: t.String() });
const Done = t.Object({ success: t.Literal(true), message: t.String() });

/**
 * Turning two-factor on and renewing the recovery codes answer alike, each proven by a code from the app:
 * the new recovery codes (shown this once) and what was done, said in the asker's language.
 */
const issuingCodes =
  (issue: (user: TwoFactorOwner, code: string, ip: string) => Promise<{ recoveryCodes: string[] }>, done: 'twoFactorOn' | 'recoveryCodesRenewed') =>
  async ({ user, body, clientIp, request }: { user: TwoFactorOwner; body: { code: string }; clientIp: string; request: Request }) => ({
    success: true as const,
    ...(await issue(user, body.code, clientIp)),
    message: answerText(request, said(authAnswers, done)),
  });

/** What both of those routes take and answer. */
const issuingCodesRoute = {
  auth: true,
  body: CodeBody,
  response: { 200: CodesIssued, 401: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
} as const;

export const twoFactorRoutes = ({ auth, twoFactor, trustedProxies }: Options) =>
  new Elysia({ prefix: '/api/auth/2fa', tags: ['two-factor'] })
    .use(authPlugin(auth))
    .get(
      '',
      async ({ user }) => {
        const status = await twoFactor.status(user);
        return { success: true as const, ...status, enabledAt: status.enabledAt?.toISOString() ?? null };
      },
      {
        auth: true,
        response: { 200: Status, 401: ErrorBody },
        detail: { summary: 'Whether two-factor sign-in is on, and how many recovery codes are left' },
      },
    )
    .post('/setup', async ({ user }) => ({ success: true as const, ...(await twoFactor.setup(user)) }), {
      auth: true,
      response: { 200: Setup, 401: ErrorBody, 409: ErrorBody },
      detail: {
        summary: 'Start setting up an authenticator app: a new secret and its QR code',
        description:
          'Nothing is on until POST /api/auth/2fa/enable confirms a first code. Asking again replaces the secret. 409 when two-factor is already on.',
      },
    })
    .use(clientPlugin(trustedProxies))
    .post('/enable', issuingCodes(twoFactor.enable, 'twoFactorOn'), {
      ...issuingCodesRoute,
      detail: { summary: 'Turn two-factor sign-in on with a first code from the app; answers the recovery codes once' },
    })
    .post(
      '/disable',
      async ({ user, body, clientIp, request }) => {
        await twoFactor.disable(user, body, clientIp);
        return { success: true as const, message: answerText(request, said(authAnswers, 'twoFactorOff')) };
      },
      {
        auth: true,
        body: DisableBody,
        response: { 200: Done, 401: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
        detail: { summary: 'Turn two-factor sign-in off, proven by your password or a code' },
      },
    )
    .post('/recovery-codes', issuingCodes(twoFactor.renewRecoveryCodes, 'recoveryCodesRenewed'), {
      ...issuingCodesRoute,
      detail: { summary: 'Replace your recovery codes with ten new ones, proven by a code from the app' },
    });
