/**
 * GET /api/users/me: who is signed in, with their subscription and time zone (what the Profile and Settings
 * screens show); PUT /api/users/me/time-zone: the zone their bots' schedules are read in; PUT
 * /api/users/me/language: the language they read Castellan in.
 */
import { Elysia, t } from 'elysia';
import { isTimeZone } from '@shared/schedule';
import { ValidationFailedError } from '../../lib/errors';
import { ErrorBody } from '../../lib/http';
import { AuthUser } from '../auth/schemas';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { Subscription } from '../billing/schemas';
import { currentSubscription } from '../billing/presenter';
import { setLanguage, setTimeZone } from '../users/records';
import { isLocale, LOCALE_NAMES, LOCALES } from '@shared/i18n/locales';
import { said } from '@shared/i18n/said';
import { profileErrors } from './errors.messages';

const TimeZone = t.Nullable(
  t.String({ description: "The player's IANA time zone, which their bots' schedules are read in; null until chosen", examples: ['Europe/Berlin'] }),
);

export const profileRoutes = (auth: AuthService) =>
  new Elysia({ prefix: '/api/users', tags: ['users'] })
    .use(authPlugin(auth))
    .get(
      '/me',
      async ({ user, authUser }) => ({
        success: true as const,
        user: authUser,
        subscription: await currentSubscription(user),
        timeZone: user.timeZone ?? null,
      }),
      {
        auth: true,
        response: { 200: t.Object({ success: t.Literal(true), user: AuthUser, subscription: Subscription, timeZone: TimeZone }), 401: ErrorBody },
        detail: { summary: 'Your profile with its subscription' },
      },
    )
    .put(
      '/me/time-zone',
      async ({ user, body }) => {
        const zone = body.timeZone.trim();
        if (!isTimeZone(zone)) throw new ValidationFailedError(said(profileErrors, 'notATimeZone', { zone: body.timeZone }));
        await setTimeZone(user.id, zone);
        return { timeZone: zone };
      },
      {
        auth: true,
        body: t.Object({ timeZone: t.String({ minLength: 1, maxLength: 64, error: 'Choose a time zone, such as Europe/Berlin.' }) }),
        response: { 200: t.Object({ timeZone: t.String() }), 401: ErrorBody, 422: ErrorBody },
        detail: { summary: "Your time zone: your bots' schedules are read on its clock (a change moves them all)" },
      },
    )
    .put(
      '/me/language',
      async ({ user, body }) => {
        if (!isLocale(body.language))
          throw new ValidationFailedError(
            said(profileErrors, 'notALanguage', { language: body.language, languages: LOCALES.map((l) => `${l} (${LOCALE_NAMES[l]})`).join(', ') }),
          );
        await setLanguage(user.id, body.language);
        return { language: body.language };
      },
      {
        auth: true,
        body: t.Object({ language: t.String({ minLength: 1, maxLength: 16, error: 'Choose a language, such as de for Deutsch.' }) }),
        response: { 200: t.Object({ language: t.String() }), 401: ErrorBody, 422: ErrorBody },
        detail: { summary: 'The language you read Castellan in: its pages, mails, consoles and notifications' },
      },
    );
