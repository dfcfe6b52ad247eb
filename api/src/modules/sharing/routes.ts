/**
 * /api/shares: sharing a game account's bots with another player (issue 39). The owner makes a code with
 * the permissions it grants and may revoke it; the other player looks at a code, accepts it, lists what is
 * shared with them and may give it back. What a share lets them do to the bots is asked on every bot route
 * (access.ts). Signed-in players only (no API key: a share is between people).
 */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import type { Sharing } from './service';
import { Code, CreatedShare, Ended, NewShare, OwnedShare, SharedWithMe, ShareParams } from './schemas';
import { prose } from '../../lib/prose';

type Options = { auth: AuthService; sharing: Sharing };

export const shareRoutes = ({ auth, sharing }: Options) =>
  new Elysia({ prefix: '/api/shares', tags: ['sharing'] })
    .use(authPlugin(auth))
    .get('', ({ user }) => sharing.owned(user), {
      auth: true,
      response: { 200: t.Array(OwnedShare), 401: ErrorBody },
      detail: { summary: 'The shares of your game accounts: accepted ones with whom, and codes waiting' },
    })
    .post('', async ({ user, body, status }) => status(201, await sharing.create(user, body.accountId, body.permissions, body.email)), {
      auth: true,
      body: NewShare,
      response: { 201: CreatedShare, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      detail: {
        summary: "Share a game account's bots: a one-time code with the permissions it grants",
        description: prose(
          'The code is in this answer only; the first player to accept it gets the permissions.',
          'With `email`, the code is also mailed there, with a link that accepts it, and only the account of that address may.',
          'Never the game password. The bots stay yours, under your plan and slots.',
        ),
      },
    })
    .delete(
      '/:id',
      async ({ user, params }) => {
        await sharing.revoke(user, params.id);
        return { success: true as const };
      },
      {
        auth: true,
        params: ShareParams,
        response: { 200: Ended, 401: ErrorBody, 404: ErrorBody },
        detail: { summary: 'End a share (or withdraw a code)', description: 'At once: the bots the player started stop, and their open consoles close.' },
      },
    )
    .get('/with-me', ({ user }) => sharing.withMe(user), {
      auth: true,
      response: { 200: t.Array(SharedWithMe), 401: ErrorBody },
      detail: { summary: 'Game accounts shared with you: whose, and what each share allows (their bots: GET /api/bots/shared)' },
    })
    .post('/look', ({ user, body }) => sharing.look(user, body.code), {
      auth: true,
      body: Code,
      response: { 200: SharedWithMe, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      detail: { summary: 'What a share code shares, before accepting it' },
    })
    .post('/accept', ({ user, body }) => sharing.accept(user, body.code), {
      auth: true,
      body: Code,
      response: { 200: SharedWithMe, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      detail: {
        summary: 'Accept a share code',
        description: 'Once: of simultaneous accepts exactly one passes. A share sent by e-mail only by the account of that address, confirmed (403).',
      },
    })
    .delete(
      '/with-me/:id',
      async ({ user, params }) => {
        await sharing.leave(user, params.id);
        return { success: true as const };
      },
      {
        auth: true,
        params: ShareParams,
        response: { 200: Ended, 401: ErrorBody, 404: ErrorBody },
        detail: { summary: 'Give back a share: its bots are no longer yours to see or act on' },
      },
    );
