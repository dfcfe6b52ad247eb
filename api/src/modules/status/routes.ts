/**
 * The status page's public routes: GET /api/status (figures and states, the same in every language, kept
 * 30 s here and by any cache between) and GET /api/status/feed (Atom, in the asker's language). No sign-in:
 * the page is for anyone, and nothing here names a player, an account or a host.
 */
import { Elysia, t } from 'elysia';
import { ASKED_LOCALE_VARY, askedLocale } from '../../lib/error-language';
import { isLocale } from '@shared/i18n/locales';
import { StatusAnswer } from './schemas';
import { STATUS_CACHE_MS, type StatusService } from './service';
import { prose } from '../../lib/prose';

const MAX_AGE = `public, max-age=${STATUS_CACHE_MS / 1000}`;

export const statusRoutes = ({ status }: { status: StatusService }) =>
  new Elysia({ prefix: '/api/status', tags: ['system'] })
    .get(
      '',
      async ({ set }) => {
        set.headers['cache-control'] = MAX_AGE;
        return status.answer();
      },
      {
        response: { 200: StatusAnswer },
        detail: {
          summary: 'The platform and each game world as our bots see them',
          description: prose(
            'The parts (API, database, engine, bot runtime, runners, payments) now and per day over 90 days; each game world: its',
            "accounts' logins now and over 24 hours, the game's round trip at login, whether the game changed (many accounts refused",
            'with one game-side pattern), 90 days of logins; open and recent incidents. Refreshed at most every 30 s.',
          ),
        },
      },
    )
    .get(
      '/feed',
      async ({ set, query, request }) => {
        // The site's /<lang>/status.atom asks in its language; any other reader in theirs.
        const locale = isLocale(query.lang) ? query.lang : askedLocale(request);
        set.headers['content-type'] = 'application/atom+xml; charset=utf-8';
        set.headers['cache-control'] = MAX_AGE;
        set.headers.vary = ASKED_LOCALE_VARY;
        return status.feed(locale);
      },
      {
        query: t.Object({ lang: t.Optional(t.String({ maxLength: 10, description: "The feed's language (en, de, fr, …); the asker's otherwise." })) }),
        // Documented as Atom (docs/document.ts: Elysia names a string's answer text/plain).
        response: { 200: t.String({ description: "An Atom feed (RFC 4287): incident updates and the game's changes, newest first" }) },
        detail: { summary: "The status page's feed: incidents and the game's changes (Atom)" },
      },
    );
