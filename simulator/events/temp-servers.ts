/**
 * The temporary servers (Outer Realms, Beyond the Horizon): a player asks its main server for a login
 * token with `glt {GST}` while the server's event runs, opens a second connection to the host, port and
 * zone the reply names, and logs in there with the token instead of a password: `tle {GST, TLT, ADID,
 * AFUID, IDFV}` answered as `tle` (ggejs src/commands/tle.js, src/ExternalClient.js), or `tlep {TLT}`
 * answered as `lli` (pygge events/outer_realms.py; a GGE-BOT fork's bot.ts), both taken here as the public
 * clients disagree. The login bundle, events and movements follow as after `lli`.
 * Not live: the zones' names, that the temporary server is this same process, the token's life (5 real
 * minutes, many logins), the refusal codes (a closed event or a bad token is GENERAL_ERROR or 409), and
 * that the first login there gives the player a new account with the usual castles.
 */
import { TEMP_SERVERS } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import { CommandError, int, text, type Payload } from '../core/payload';

/** The temporary servers' zones here, by server type. */
export const TEMP_ZONES: ReadonlyMap<number, string> = new Map([
  [TEMP_SERVERS['outer-realms'].GST, 'EmpireEx_OR'],
  [TEMP_SERVERS['beyond-the-horizon'].GST, 'EmpireEx_BTH'],
]);
const TOKEN_LIFE_MS = 5 * 60_000;

type Issued = { zone: string; name: string; gst: number; until: number };

export class TempServerTokens {
  private readonly issued = new Map<string, Issued>();

  /** `glt`: a token for the player, while the server type's event runs. */
  issue(req: Payload, player: { zone: string; name: string }, running: ReadonlySet<number>, now: number): { token: string; gst: number; zone: string } {
    const gst = int(req, 'GST', 0);
    const server = Object.values(TEMP_SERVERS).find((s) => s.GST === gst);
    const zone = TEMP_ZONES.get(gst);
    if (!server || !zone) throw new CommandError(`no temporary server of type ${gst}`, RESULT.INVALID_PARAMETER_VALUE);
    if (!running.has(server.event)) throw new CommandError(`${server.label} is closed`, RESULT.GENERAL_ERROR);
    for (const [token, t] of this.issued) if (t.until <= now) this.issued.delete(token);
    const token = crypto.randomUUID();
    this.issued.set(token, { zone: player.zone, name: player.name, gst, until: now + TOKEN_LIFE_MS });
    return { token, gst, zone };
  }

  /** The player a `tle`/`tlep` token stands for, on the zone it was issued for, and the zone they came from. */
  redeem(req: Payload, zone: string, now: number): { name: string; home: string } {
    const token = text(req, 'TLT', 200);
    const t = this.issued.get(token);
    if (!t || t.until <= now || TEMP_ZONES.get(t.gst) !== zone) throw new CommandError('the login token is not valid here', RESULT.INVALID_LOGIN_TOKEN);
    if ('GST' in req && int(req, 'GST', 0) !== t.gst) throw new CommandError('the token is for another server type', RESULT.INVALID_LOGIN_TOKEN);
    return { name: t.name, home: t.zone };
  }
}
