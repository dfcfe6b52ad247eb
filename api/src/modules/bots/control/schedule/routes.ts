/** A bot's schedule: GET/PUT /api/bots/:id/schedule, and "run now for N hours": POST /api/bots/:id/run-for. */
import { Elysia } from 'elysia';
import { askedLocale } from '../../../../lib/error-language';
import { clientPlugin, ErrorBody } from '../../../../lib/http';
import { templateEvent } from '../../../templates/catalogue';
import { recordActivity } from '../../../auth/activity/record';
import { authPlugin } from '../../../auth/plugin';
import type { AuthService } from '../../../auth/service';
import { BotParams, reachBot } from '../../records';
import type { Bots } from '../service';
import type { Scheduler } from './scheduler';
import { RunForBody, ScheduleBody, ScheduleResponse } from './schemas';
import type { ScheduleService } from './service';
import { activityDetails } from '../../../auth/activity/details.messages';
import { said } from '@shared/i18n/said';
import { controlLines } from '@shared/bot-lines/control.messages';
import { playerName } from '../../../sharing/service';
import { prose } from '../../../../lib/prose';

type Options = { auth: AuthService; bots: Pick<Bots, 'say'>; schedules: ScheduleService; scheduler: Scheduler; trustedProxies: readonly string[] };

const RULES = prose(
  'A window starts the bot when it opens and stops it when it closes (windows that touch run on as one).',
  'If you stop the bot inside a window, it stays stopped until the next window opens; if you start it outside its windows,',
  'it runs until the end of the next window it meets.',
  "A start the plan does not allow now (slots, template, the Starter plan's daily time) is skipped with a console line and",
  'a notification.',
);

/** The schedule as the asker reads it: the event its template plays during, named in their language. */
function inLanguage<T extends { event: string | null }>(request: Request, templateId: string, view: T): T {
  return { ...view, event: view.event === null ? null : templateEvent(templateId, askedLocale(request)) };
}

export const scheduleRoutes = ({ auth, bots, schedules, scheduler, trustedProxies }: Options) =>
  new Elysia({ prefix: '/api/bots', tags: ['bots'] })
    .use(authPlugin(auth))
    .use(clientPlugin(trustedProxies))
    .get(
      '/:id/schedule',
      async ({ user, params, request }) => {
        const { bot, owner } = await reachBot(user, params.id, 'GET /api/bots/:id/schedule');
        return inLanguage(request, bot.templateId, await schedules.view(owner, bot));
      },
      {
        auth: true,
        params: BotParams,
        response: { 200: ScheduleResponse, 401: ErrorBody, 404: ErrorBody },
        detail: { summary: "Your bot's schedule: weekly windows in your time zone, its event mode, a run under way", description: RULES },
      },
    )
    .put(
      '/:id/schedule',
      async ({ user, params, body, clientIp, request }) => {
        // A shared player saves it in the owner's time zone, as the owner's other schedules are; the console and the owner's log name them.
        const { bot, owner, shared } = await reachBot(user, params.id, 'PUT /api/bots/:id/schedule');
        // The time zone is the owner's profile's: a shared player's own zone is not written there.
        const saved = await schedules.save(owner, bot, shared ? { ...body, timeZone: undefined } : body);
        if (shared) {
          bots.say(bot.id, said(controlLines, 'scheduleSavedBy', { who: playerName(user) }));
          await recordActivity({
            userId: owner.id,
            kind: 'bot-changed',
            detail: said(activityDetails, 'byShared', { bot: bot.name, who: playerName(user) }),
            ip: clientIp,
          });
        }
        return inLanguage(request, bot.templateId, saved);
      },
      {
        auth: true,
        params: BotParams,
        body: ScheduleBody,
        response: { 200: ScheduleResponse, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
        detail: {
          summary: "Replace your bot's schedule",
          description: prose(
            `Windows are a weekday with a start and an end (HH:MM; 24:00 ends at midnight; an end before the start runs into the`,
            `next day), several a day; overlapping windows are refused.`,
            `${RULES} Saving applies it at once and replaces the bot's old "Active hours (UTC)".`,
          ),
        },
      },
    )
    .post(
      '/:id/run-for',
      async ({ user, params, body, clientIp, request }) => {
        const { bot, owner, shared } = await reachBot(user, params.id, 'POST /api/bots/:id/run-for');
        await scheduler.runFor(owner, bot.id, body.hours);
        const run = said(activityDetails, 'runNow', { bot: bot.name, hours: body.hours });
        await recordActivity({
          userId: owner.id,
          kind: 'bot-started',
          detail: shared ? said(activityDetails, 'byShared', { bot: run.message, who: playerName(user) }) : run,
          ip: clientIp,
        });
        return inLanguage(request, bot.templateId, await schedules.view(owner, bot));
      },
      {
        auth: true,
        params: BotParams,
        body: RunForBody,
        response: { 200: ScheduleResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Start your bot now and stop it after N hours (1 to 24), inside or outside its windows',
          description: prose(
            'The end is stored, so it holds across a restart of the API; a stop by you ends the run.',
            'Refused (403) like a start when the plan does not allow it.',
          ),
        },
      },
    );
