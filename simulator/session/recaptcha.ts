/**
 * The simulator's stand-in for reCAPTCHA v3 and the game's login tokens (docs/game.md "The login, step
 * by step" 6, EmpireCore client/client.py:441-475 and protocol/auth.py:106-135: the live
 * client always attaches a reCAPTCHA token `RCT` to `lli`, minted on the game's page by
 * `grecaptcha.execute(siteKey, {action: "submit"})`, or logs in with a saved login token `LT`).
 *
 * reCAPTCHA tokens are minted only for a page this server served (a cookie it set on its login page,
 * and the page's Origin on the mint request), expire after two minutes and are good for one login, as
 * Google's are. Login tokens are issued after a password login and name one account; the newest one
 * per account is valid, so a token that was replaced (or one from before a restart) is answered 409.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** reCAPTCHA v3 tokens are valid for two minutes (Google's documentation). */
export const RECAPTCHA_TOKEN_TTL_MS = 2 * 60_000;
/** How long the login page's cookie lets its scripts mint tokens. */
export const PAGE_SESSION_TTL_MS = 60 * 60_000;
export const PAGE_COOKIE = 'sim_rc';

export type TokenCheck = { ok: true } | { ok: false; reason: string };

export class GameTokens {
  /** A site key in the shape of Google's (40 characters), fixed per simulator so pages can embed it. */
  readonly siteKey: string;
  private readonly secret: Buffer;
  /** reCAPTCHA tokens already used, until they would have expired anyway. */
  private readonly spent = new Map<string, number>();
  /** The valid login token of each account (zone + name). */
  private readonly loginTokens = new Map<string, string>();
  minted = 0;

  constructor(
    seed: number,
    private readonly now: () => number = Date.now,
  ) {
    this.siteKey = `6L${createHmac('sha256', `site-key-${seed}`).update('castellan').digest('base64url').slice(0, 38)}`;
    this.secret = randomBytes(32);
  }

  /** The login page's cookie value: proof that the page was served here, for an hour. */
  pageSession(): string {
    return this.sign(`page.${this.now() + PAGE_SESSION_TTL_MS}.${randomBytes(8).toString('base64url')}`);
  }

  /** Mints a reCAPTCHA token for a page session, or says why not. */
  mint(pageSession: string | null, siteKey: string | null, action: unknown): { token: string } | { error: string } {
    if (siteKey !== this.siteKey) return { error: 'invalid site key' };
    if (typeof action !== 'string' || !/^[A-Za-z/_]{1,100}$/.test(action)) return { error: 'invalid action' };
    const page = pageSession && this.open(pageSession);
    if (!page || !page.startsWith('page.') || Number(page.split('.')[1]) < this.now()) return { error: 'load the login page first' };
    this.minted += 1;
    return { token: this.sign(`rct.${this.now() + RECAPTCHA_TOKEN_TTL_MS}.${action}.${randomBytes(12).toString('base64url')}`) };
  }

  /** Checks a reCAPTCHA token from `lli` and spends it. */
  useRecaptcha(token: unknown): TokenCheck {
    if (typeof token !== 'string' || token === '') return { ok: false, reason: 'reCAPTCHA token (RCT) missing' };
    const body = this.open(token);
    if (!body || !body.startsWith('rct.')) return { ok: false, reason: 'reCAPTCHA token (RCT) invalid' };
    const expires = Number(body.split('.')[1]);
    const now = this.now();
    if (expires < now) return { ok: false, reason: 'reCAPTCHA token (RCT) expired' };
    for (const [spent, until] of this.spent) if (until < now) this.spent.delete(spent);
    if (this.spent.has(token)) return { ok: false, reason: 'reCAPTCHA token (RCT) already used' };
    this.spent.set(token, expires);
    return { ok: true };
  }

  /** A new login token for the account; the previous one stops working. */
  issueLoginToken(account: string): string {
    const token = randomBytes(24).toString('base64url');
    this.loginTokens.set(account, token);
    return token;
  }

  isLoginToken(account: string, token: unknown): boolean {
    const valid = this.loginTokens.get(account);
    return typeof token === 'string' && valid !== undefined && valid.length === token.length && timingSafeEqual(Buffer.from(valid), Buffer.from(token));
  }

  /** Withdraws the account's login token (a test or an operator: as a password change would). */
  revokeLoginToken(account: string): void {
    this.loginTokens.delete(account);
  }

  private sign(body: string): string {
    return `${Buffer.from(body).toString('base64url')}.${createHmac('sha256', this.secret).update(body).digest('base64url')}`;
  }

  private open(signed: string): string | null {
    const [encoded, mac] = signed.split('.');
    if (!encoded || !mac) return null;
    const body = Buffer.from(encoded, 'base64url').toString();
    const expected = createHmac('sha256', this.secret).update(body).digest();
    const given = Buffer.from(mac, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? body : null;
  }
}
