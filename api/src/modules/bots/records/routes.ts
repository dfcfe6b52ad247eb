/**
 * The bots' records: GET/POST /api/bots, GET /api/bots/shared, POST /api/bots/settings-check,
 * GET/PATCH/DELETE /api/bots/:id and POST /api/bots/:id/duplicate. Starting, stopping and the console are
 * the control's (control/routes.ts).
 */
import { Elysia, t } from 'elysia';
import { answerText } from '../../../lib/answer-text';
import { said } from '@shared/i18n/said';
import { botAnswers } from './answers.messages';
import { askedLocale } from '../../../lib/error-language';
import { templateLabel } from '../../templates/catalogue';
import { ErrorBody } from '../../../lib/http';
import './errors.messages';
import { authPlugin } from '../../auth/plugin';
import type { AuthService } from '../../auth/service';
import { BotParams, BotResponse, CreateBot, UpdateBot } from './schemas';
import type { BotRecords } from './service';
import { CheckedSettings, checkSettings, SettingsCheck } from './settings-check';
import { accountsSharedWith } from '../../sharing/shares';
import { prose } from '../../../lib/prose';

/** A bot as the asker reads it: its template's name in their language (the bot's own name is as it was given). */
export function inLanguage<T extends { templateId: string; templateLabel: string }>(request: Request, view: T): T {
  return { ...view, templateLabel: templateLabel(view.templateId, askedLocale(request)) };
}

const Deleted = t.Object({ success: t.Literal(true), message: t.String() });

export const botRecordRoutes = ({ auth, bots }: { auth: AuthService; bots: BotRecords }) =>
  new Elysia({ prefix: '/api/bots', tags: ['bots'] })
    .use(authPlugin(auth))
    .get('', async ({ user, request }) => (await bots.list(user.id)).map((view) => inLanguage(request, view)), {
      auth: true,
      response: { 200: t.Array(BotResponse), 401: ErrorBody },
      detail: { summary: 'Your bots' },
    })
    .get('/shared', async ({ user, request }) => (await bots.onAccounts(await accountsSharedWith(user.id))).map((view) => inLanguage(request, view)), {
      auth: true,
      response: { 200: t.Array(BotResponse), 401: ErrorBody },
      detail: { summary: 'The bots of game accounts other players share with you (what each share allows: GET /api/shares/with-me)' },
    })
    .post('', async ({ user, body, status, request }) => status(201, inLanguage(request, await bots.create(user, body, askedLocale(request)))), {
      auth: true,
      body: CreateBot,
      response: { 201: BotResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      detail: {
        summary: 'Create a bot from a template and one of your game accounts',
        description: "Settings are checked against the template; secrets are encrypted and never returned. Limited by your plan's bot slots (403).",
      },
    })
    .post('/settings-check', ({ body }) => checkSettings(body), {
      auth: true,
      body: SettingsCheck,
      response: { 200: CheckedSettings, 401: ErrorBody, 422: ErrorBody },
      detail: {
        summary: 'Check imported settings against their template (nothing is stored)',
        description: prose(
          'The check creating a bot runs: known settings, values in bounds, rules across settings.',
          'The answer holds every setting, the given ones over the defaults.',
        ),
      },
    })
    // An administrator may read any user's bot and open its console (the admin panel links to it).
    .get('/:id', async ({ user, params, request }) => inLanguage(request, await bots.get(user, params.id, auth.isAdmin(user))), {
      auth: true,
      params: BotParams,
      response: { 200: BotResponse, 401: ErrorBody, 404: ErrorBody },
      detail: { summary: 'One of your bots (an administrator may read any)' },
    })
    .patch('/:id', async ({ user, params, body, request }) => inLanguage(request, await bots.update(user, params.id, body)), {
      auth: true,
      params: BotParams,
      body: UpdateBot,
      response: { 200: BotResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      detail: {
        summary: 'Rename a bot or change its settings and secrets',
        description: 'Settings are checked against the template. A running bot takes the changes before its next step (its console says so).',
      },
    })
    .delete(
      '/:id',
      async ({ user, params, request }) => {
        await bots.remove(user, params.id);
        return { success: true as const, message: answerText(request, said(botAnswers, 'deleted')) };
      },
      {
        auth: true,
        params: BotParams,
        response: { 200: Deleted, 401: ErrorBody, 404: ErrorBody },
        detail: { summary: 'Stop and delete a bot; its console stream ends' },
      },
    )
    .post('/:id/duplicate', async ({ user, params, status, request }) => status(201, inLanguage(request, await bots.duplicate(user, params.id))), {
      auth: true,
      params: BotParams,
      response: { 201: BotResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      detail: {
        summary: 'A stopped copy of a bot: same template, game account, settings and secrets; named "<name> (copy)"',
        description: "Counts against your plan's bot slots (403).",
      },
    });
