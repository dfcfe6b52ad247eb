/**
 * The operator's door into the local game server: off unless it is started with an operator key
 * (SIM_OPERATOR_KEY), and never part of the game's protocol (no game client knows it; the live game has
 * nothing like it). What it does is what `World.launchRaid` does for the simulator's own tests, over
 * HTTP for the browser journeys, which run the game server in a process of its own:
 *
 *   POST /operator/raids   Authorization: Bearer <key>
 *     { "zone": "EmpireEx", "player": "name", "strength"?: 120, "travelMinutes"?: 60 }
 *     201 { "movementId", "castleId", "arrivesAt" }: a raider sets out for the player's first castle now,
 *     pushed to their live session like the hourly roll's raids; 404 when the player has no castle yet
 *     (they have not logged in), 400 for a body that does not say who, 401 without the key.
 *
 *   GET /operator/sessions  Authorization: Bearer <key>
 *     200 { "live", "logins", "replaced" }: sockets logged in now, and logins and sessions replaced by a
 *     second login of the same account so far, over every player (bench/fleet asks it: a replacement is two
 *     sessions of one account at one moment).
 *
 *   POST /operator/faults  Authorization: Bearer <key>
 *     { "zone": "EmpireEx", "player": "name", "command": "gaa", "code": 999, "times"?: 1 }
 *     201 { "command", "code", "times" }: the player's next `times` such commands are answered with `code`
 *     instead of being played (command-faults.ts; a code the game client does not know trips a bot's
 *     safety lock); 400 for a body that does not say what, 401 without the key.
 */
import { timingSafeEqual } from 'node:crypto';
import type { HttpRoute } from '../core/http-route';
import type { World } from './world';
import type { CommandFaults } from '../core/command-faults';

export const OPERATOR_RAIDS_PATH = '/operator/raids';
export const OPERATOR_FAULTS_PATH = '/operator/faults';
export const OPERATOR_SESSIONS_PATH = '/operator/sessions';

/** The operator's routes, by path: what the server opens to holders of the key. */
export function operatorRoutes(
  world: World,
  faults: CommandFaults,
  key: string,
  sessions: () => { live: number; logins: number; replaced: number },
): [string, HttpRoute][] {
  return [
    [OPERATOR_RAIDS_PATH, operatorRaids(world, key)],
    [OPERATOR_FAULTS_PATH, operatorFaults(faults, key)],
    [OPERATOR_SESSIONS_PATH, { GET: (req) => (holdsKey(req, key) ? Response.json(sessions()) : text('the operator key is missing or wrong', 401)) }],
  ];
}

const text = (body: string, status: number) => new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

function holdsKey(req: Request, key: string): boolean {
  const given = Buffer.from(req.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
  const wanted = Buffer.from(key);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

type Body = Record<string, unknown> | null;

/** An operator's POST: refused without the key, else its JSON body (null when it is none) goes to `handle`. */
function operatorPost(key: string, handle: (body: Body) => Response): HttpRoute {
  return {
    async POST(req) {
      if (!holdsKey(req, key)) return text('the operator key is missing or wrong', 401);
      return handle((await req.json().catch(() => null)) as Body);
    },
  };
}

const whole = (value: unknown, min: number, max: number, fallback: number): number | null =>
  value === undefined ? fallback : Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : null;

export function operatorRaids(world: World, key: string): HttpRoute {
  return operatorPost(key, (body) => {
    const strength = whole(body?.strength, 1, 100_000, 120);
    const travelMinutes = whole(body?.travelMinutes, 1, 7 * 24 * 60, 60);
    if (typeof body?.zone !== 'string' || typeof body.player !== 'string' || strength === null || travelMinutes === null) {
      return text('send { "zone": string, "player": string, "strength"?: 1-100000, "travelMinutes"?: 1-10080 }', 400);
    }
    const castle = world.player(body.zone, body.player)?.castles[0];
    if (!castle) return text(`no castle of ${body.player} in ${body.zone} yet (has the player logged in?)`, 404);
    const raid = world.launchRaid(body.zone, body.player, { castleId: castle.id, strength, travelMinutes });
    return Response.json({ movementId: raid.id, castleId: castle.id, arrivesAt: raid.arrivesAt }, { status: 201 });
  });
}

export function operatorFaults(faults: CommandFaults, key: string): HttpRoute {
  return operatorPost(key, (body) => {
    const times = whole(body?.times, 1, 1000, 1);
    const code = whole(body?.code, -1_000_000, 1_000_000, NaN);
    if (
      typeof body?.zone !== 'string' ||
      typeof body.player !== 'string' ||
      typeof body.command !== 'string' ||
      !/^[a-z_]{2,12}$/i.test(body.command) ||
      code === null ||
      Number.isNaN(code) ||
      times === null
    ) {
      return text('send { "zone": string, "player": string, "command": string, "code": integer, "times"?: 1-1000 }', 400);
    }
    faults.answerWith(body.zone, body.player, body.command, code, times);
    return Response.json({ command: body.command, code, times }, { status: 201 });
  });
}
