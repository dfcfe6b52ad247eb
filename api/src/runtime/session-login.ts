/**
 * The `lli` of a session, and what it logs in with: the login token the game handed out (kept across the
 * session's logins), else the password with a reCAPTCHA token when this runtime can mint one. Every `lli`
 * is reserved from the account's login budget just before it goes out (session-guard.ts).
 */
import { sessionLines } from '@shared/bot-lines/session.messages';
import type { ConsoleLevel } from '@shared/console';
import { resultAction } from '@shared/game-wire/protocol';
import { said, type Said } from '@shared/i18n/said';
import { GameError, type GameClient, type LoginOutcome } from './game/client';
import { LoginTokenError } from './game/login-token';
import type { SessionOptions } from './session-options';
import type { AccountSpec } from './types';

export class SessionLogin {
  /** The newest login token of the account: the session's own once it has one (the spec's may be older). */
  private token: string | null;
  /** Whether the console was told that logins go without a reCAPTCHA token (once per session). */
  private saidNoRecaptcha = false;

  constructor(
    account: AccountSpec,
    private readonly options: SessionOptions,
    /** Reserves one login from the account's budget; throws when it may not go now. */
    private readonly reserve: () => Promise<void>,
    private readonly say: (line: Said, level: ConsoleLevel) => void,
  ) {
    this.token = account.loginToken;
  }

  /** The account was edited: a new password or server drops the login token (it was the old login's). */
  refresh(before: AccountSpec, account: AccountSpec): void {
    if (before.password !== account.password || before.server !== account.server) this.token = account.loginToken;
  }

  /** The game issued a token (or the one kept stopped working: null): kept for the next logins, and told to the API. */
  keep(accountId: string, token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    this.options.onLoginToken?.(accountId, token);
  }

  /**
   * `lli` on a connected client: with the login token when the session has one, else, or when the game
   * says the token is no longer valid (409), with the password, and a reCAPTCHA token when this runtime
   * can mint one (a login page and Chromium). Without one the login goes without it, as public clients
   * log in today (EmpireCore client/client.py:463-467: "logins are accepted without it"); the console
   * says so once.
   */
  async enter(client: GameClient, account: AccountSpec): Promise<LoginOutcome> {
    const held = this.token;
    if (held) {
      try {
        await this.reserve();
        return await client.login(account.username, { loginToken: held }, account.deviceId);
      } catch (err) {
        if (!(err instanceof GameError) || resultAction(err.result) !== 'renew-token') throw err;
        this.keep(account.id, null);
        this.say(said(sessionLines, 'tokenInvalid'), 'warning');
      }
    }
    if (!this.options.tokens && !this.saidNoRecaptcha) {
      this.saidNoRecaptcha = true;
      this.say(said(sessionLines, 'noLoginPage'), 'warning');
    }
    const recaptcha = await this.mintRecaptcha();
    // Reserved last, just before the `lli` goes out: a socket refused earlier is no login.
    await this.reserve();
    return client.login(account.username, { password: account.password, recaptcha }, account.deviceId);
  }

  /** A reCAPTCHA token for this login, or null: none can be minted here now, and the login goes without (said once). */
  private async mintRecaptcha(): Promise<string | null> {
    if (!this.options.tokens) return null;
    try {
      return await this.options.tokens.recaptcha();
    } catch (err) {
      if (!(err instanceof LoginTokenError)) throw err;
      if (!this.saidNoRecaptcha) this.say(said(sessionLines, 'noRecaptcha', { reason: err.message }), 'warning');
      this.saidNoRecaptcha = true;
      return null;
    }
  }
}
