/** Request and response schemas of the auth routes; they are also the OpenAPI document. */
import { t } from 'elysia';
import { oneOf } from '../../lib/one-of';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_PROVIDERS } from '@shared/auth';
import { fixedText } from '../../lib/error-language';
import { authErrors } from './errors.messages';
import { prose } from '../../lib/prose';

export const UserMetadata = t.Object({
  plan: t.String({ description: 'starter, plus, premium or professional', examples: ['starter'] }),
  username: t.Nullable(t.String()),
  avatar: t.Nullable(t.String({ description: 'Image URL' })),
  isAdmin: t.Boolean(),
  // Always sent; optional because the site also builds users from token claims made before it existed.
  language: t.Optional(
    t.Nullable(
      t.String({
        description: 'The language the player reads Castellan in: en, de, fr, pl, tr, es, it, pt-BR or nl; null: the browser decides. Always sent by the API.',
        examples: ['de'],
      }),
    ),
  ),
});

export const AuthUser = t.Object({
  id: t.String(),
  email: t.String({ format: 'email' }),
  user_metadata: UserMetadata,
  app_metadata: t.Object({
    isAdmin: t.Boolean(),
    // Always sent; optional because the site also builds users from token claims, which do not carry it.
    providers: t.Optional(t.Array(oneOf(SIGN_IN_PROVIDERS), { description: 'How the user can sign in: email (with password), discord.' })),
    emailVerified: t.Optional(t.Boolean({ description: 'Whether the user proved they read mail at this address. Always sent by the API.' })),
    twoFactor: t.Optional(t.Boolean({ description: 'Whether sign-in asks for a code from an authenticator app. Always sent by the API.' })),
  }),
});

const email = t.String({
  format: 'email',
  maxLength: 254,
  error: 'Please enter a valid e-mail address.',
  examples: ['player@example.com'],
});

export const RegisterBody = t.Object({
  email,
  password: t.String({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    error: fixedText(authErrors, 'passwordLength', { min: PASSWORD_MIN_LENGTH, count: PASSWORD_MAX_LENGTH }),
  }),
  next: t.Optional(
    t.String({
      maxLength: 500,
      description: prose(
        'Where the app goes once the mailed link is opened, in whichever browser: a path of this site (a plan chosen on the',
        'pricing page). Anything else goes to the dashboard.',
      ),
      examples: ['/dashboard?plan=premium'],
    }),
  ),
});

export const LoginBody = t.Object({
  email,
  password: t.String({
    minLength: 1,
    maxLength: PASSWORD_MAX_LENGTH,
    error: 'Please enter your password.',
  }),
});

export const AuthResponse = t.Object({
  success: t.Literal(true),
  token: t.String({ description: 'Session token (JWT, HS256). Send as `Authorization: Bearer <token>`.' }),
  user: AuthUser,
  message: t.String(),
});

/** A sign-up's answer, the same for every address: no token (the mailed link signs the new account in). */
export const RegisterResponse = t.Object({ success: t.Literal(true), message: t.String() });

export const MeResponse = t.Object({ success: t.Literal(true), user: AuthUser });

export const LogoutResponse = t.Object({ success: t.Literal(true), message: t.String() });

export const SecondStepResponse = t.Object({
  success: t.Literal(true),
  secondStep: t.Object({
    challenge: t.String({ description: 'Proof of the first step; send it to POST /api/auth/second-step with a code.' }),
    expiresIn: t.Integer({ description: 'Seconds left to give the code.' }),
  }),
  message: t.String(),
});

/** A session, or (two-factor sign-in) the second step to take first. */
export const LoginResponse = t.Union([AuthResponse, SecondStepResponse]);

export const SecondStepBody = t.Object({
  challenge: t.String({ minLength: 1, maxLength: 2000, error: 'Please sign in again.' }),
  code: t.Optional(t.String({ pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$', error: 'Enter the 6-digit code from your authenticator app.' })),
  recoveryCode: t.Optional(t.String({ minLength: 1, maxLength: 40, error: 'Enter one of your recovery codes.' })),
});
