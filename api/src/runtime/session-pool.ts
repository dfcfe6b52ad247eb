/**
 * The game sessions of one runtime process, by game account (session.ts), and the one-off Test login.
 */
import { sessionLines } from '@shared/bot-lines/session.messages';
import type { LineMessage } from '@shared/console';
import { said } from '@shared/i18n/said';
import { classify } from './failure';
import { processLoginGuard } from './login-guard';
import { loginCheckAnswers } from '@shared/login-check.messages';
import { plannerLook } from './planner/look';
import { AccountSession } from './session';
import { gameSeries } from './game-metrics';
import type { SessionOptions } from './session-options';
import type { AccountSpec, LoginCheck, LookRequest } from './types';

/** The sessions of one runtime process, by game account. */
export class SessionPool {
  private readonly sessions = new Map<string, AccountSession>();

  private readonly options: SessionOptions;

  constructor(options: SessionOptions) {
    // One pool without a guard of the API's is one installation of its own: its logins and holds in this process.
    // Every login its sessions send is counted in the game's series (game-metrics.ts), whoever else is told.
    this.options = {
      ...options,
      guard: options.guard ?? processLoginGuard(options.now),
      onLoginAttempt: (account, attempt) => {
        gameSeries.login(account.server, attempt.outcome);
        options.onLoginAttempt?.(account, attempt);
      },
    };
  }

  /** The account's session, created on first use. */
  for(account: AccountSpec): AccountSession {
    let session = this.sessions.get(account.id);
    if (!session) {
      session = new AccountSession(account, this.options, (ended) => {
        if (this.sessions.get(ended.id) === ended) this.sessions.delete(ended.id);
      });
      this.sessions.set(account.id, session);
    }
    return session;
  }

  get size(): number {
    return this.sessions.size;
  }

  /**
   * One login with these details, then out (Test login): a session of its own, outside the pool, so no
   * bot ever uses it. Waits at most `timeoutMs` through outages and cooldowns; then the last thing the
   * session said is the answer.
   */
  async checkLogin(account: AccountSpec, timeoutMs: number, look?: LookRequest): Promise<LoginCheck> {
    const heard: { text: string; message?: LineMessage }[] = [];
    // The check borrows the hold of the account's own session when one runs here: closing, it leaves it held.
    const session = new AccountSession(account, this.options, undefined, { borrowsHold: this.sessions.has(account.id) });
    session.attach(
      { botId: 'login-check', log: (text, _note, message) => heard.push({ text, ...(message && { message }) }), notify: () => {}, loggedIn: () => {} },
      account,
    );
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      const client = await session.ready('login-check', signal);
      const loggedIn = said(sessionLines, 'loggedIn', { username: account.username, server: account.server });
      const answer = { ok: true, message: loggedIn.text, said: loggedIn.message };
      if (!look) return answer;
      return { ...answer, look: await plannerLook(client, look.keepAtHome, signal) };
    } catch (err) {
      if (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        const last = heard.filter((line) => !line.text.startsWith('Connecting to')).at(-1);
        const seconds = Math.round(timeoutMs / 1000);
        // The last thing the session said, in the asker's language too when it was said as a message.
        if (last && !last.message) return { ok: false, message: `${said(loginCheckAnswers, 'noLogin', { seconds }).text} ${last.text}` };
        const none = last ? said(loginCheckAnswers, 'noLoginLast', { seconds, last: last.message! }) : said(loginCheckAnswers, 'noLogin', { seconds });
        return { ok: false, message: none.text, said: none.message };
      }
      const failure = classify(err);
      return { ok: false, message: failure.reason, ...(failure.reasonWords && { said: failure.reasonWords }) };
    } finally {
      session.detach('login-check');
      session.close();
    }
  }

  closeAll(): void {
    for (const session of [...this.sessions.values()]) session.close();
  }
}
