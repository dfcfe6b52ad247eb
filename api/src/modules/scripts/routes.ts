/**
 * /api/scripts: the signed-in player's custom scripts, their versions, the editor's check, and a dry run
 * of one game hour on a fresh local game server. Only the owner reaches a script (another's is a 404).
 */
import { Elysia } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { askedLocale } from '../../lib/error-language';
import { textOf } from '@shared/i18n/said';
import type { Locale } from '@shared/i18n/locales';
import type { ScriptProblem } from '@shared/scripts/api';
import type { CheckedProblem } from '../../runtime';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import {
  CheckResult,
  Done,
  CheckScript,
  DryRunResult,
  NewScript,
  OneScript,
  RenameScript,
  SaveScript,
  ScriptDetail,
  ScriptList,
  ScriptParams,
  VersionParams,
  VersionView,
} from './schemas';
import type { ScriptService } from './service';
import { prose } from '../../lib/prose';

const signedIn = { 401: ErrorBody, 403: ErrorBody };

export const scriptRoutes = ({ auth, scripts }: { auth: AuthService; scripts: ScriptService }) =>
  new Elysia({ prefix: '/api/scripts', tags: ['scripts'] })
    .use(authPlugin(auth))
    .get('', async ({ user }) => ({ success: true as const, scripts: await scripts.list(user.id) }), {
      auth: true,
      response: { 200: ScriptList, ...signedIn },
      detail: { summary: 'Your custom scripts, oldest first' },
    })
    .post('', async ({ user, body, status }) => status(201, { success: true as const, script: await scripts.create(user, body) }), {
      auth: true,
      body: NewScript,
      response: { 201: OneScript, 413: ErrorBody, 422: ErrorBody, ...signedIn },
      detail: { summary: 'Write a new script (Premium and up); it must compile and export step(api, state)' },
    })
    .post(
      '/check',
      async ({ user, body, request }) => ({ success: true as const, problem: problemIn(askedLocale(request), await scripts.check(user.id, body.source)) }),
      {
        auth: true,
        body: CheckScript,
        response: { 200: CheckResult, 413: ErrorBody, 422: ErrorBody, 429: ErrorBody, ...signedIn },
        detail: { summary: 'Whether a source compiles and exports step: the first problem with its line and column, or null' },
      },
    )
    .post('/dry-run', async ({ user, body }) => ({ success: true as const, ...(await scripts.dryRun(user, body.source)) }), {
      auth: true,
      body: SaveScript,
      response: { 200: DryRunResult, 413: ErrorBody, 422: ErrorBody, 429: ErrorBody, ...signedIn },
      detail: {
        summary: 'Run a source for one game hour against a fresh local game server (Premium and up)',
        description: prose(
          'A throwaway account on a game server of its own, sped up: never your game accounts.',
          'It answers when that game hour is over (longer the first time, while the game server starts); its console lines are',
          'answered with the game time of each.',
        ),
      },
    })
    .get('/:id', async ({ user, params }) => ({ success: true as const, ...(await scripts.get(user.id, params.id)) }), {
      auth: true,
      params: ScriptParams,
      response: { 200: ScriptDetail, 404: ErrorBody, 422: ErrorBody, ...signedIn },
      detail: { summary: 'One of your scripts: its newest source and its versions' },
    })
    .patch('/:id', async ({ user, params, body }) => ({ success: true as const, script: await scripts.rename(user.id, params.id, body.name) }), {
      auth: true,
      params: ScriptParams,
      body: RenameScript,
      response: { 200: OneScript, 404: ErrorBody, 422: ErrorBody, ...signedIn },
      detail: { summary: 'Rename one of your scripts' },
    })
    .delete(
      '/:id',
      async ({ user, params }) => {
        await scripts.remove(user.id, params.id);
        return { success: true as const };
      },
      {
        auth: true,
        params: ScriptParams,
        response: { 200: Done, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, ...signedIn },
        detail: { summary: 'Delete one of your scripts and its versions (refused while a bot runs it)' },
      },
    )
    .post(
      '/:id/versions',
      async ({ user, params, body, status }) => status(201, { success: true as const, script: await scripts.save(user, params.id, body.source) }),
      {
        auth: true,
        params: ScriptParams,
        body: SaveScript,
        response: { 201: OneScript, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody, ...signedIn },
        detail: { summary: 'Save a new version (Premium and up); bots on "the newest version" run it from their next step' },
      },
    )
    .get('/:id/versions/:version', async ({ user, params }) => ({ success: true as const, ...(await scripts.version(user.id, params.id, params.version)) }), {
      auth: true,
      params: VersionParams,
      response: { 200: VersionView, 404: ErrorBody, 422: ErrorBody, ...signedIn },
      detail: { summary: 'One version of one of your scripts, with its source' },
    });

/** The check's problem as the asker reads it: a reason said in words (a host ended from outside) in their language. */
function problemIn(locale: Locale, problem: CheckedProblem | null): ScriptProblem | null {
  if (!problem) return null;
  const { words, ...rest } = problem;
  return { ...rest, message: textOf(locale, words, rest.message) };
}
