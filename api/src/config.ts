/**
 * Typed configuration, read once at start-up. Development works with no settings at all (a generated
 * secret is kept in the data folder); production refuses to start without real secrets.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEFAULT_CLIENT_BUILD, isClientBuild } from '@shared/game-wire/client-build';
import { DEFAULT_THROTTLE, type ThrottleLimits } from './modules/auth/throttle';
import { loadBillingConfig, type BillingConfig } from './modules/billing/config';
import { loadDiscordConfig, type DiscordConfig } from './modules/auth/discord/config';
import { loadDiscordCommandsConfig, type DiscordCommandsConfig } from './modules/discord-commands/config';
import { loadPushConfig, type PushConfig } from './modules/notifications/push-config';
import { loadAlertSettings, type AlertSettings } from './modules/alerts/settings';
import { metricsOn } from './lib/metrics/switch';

export type Environment = 'development' | 'test' | 'production';

export type Config = {
  env: Environment;
  host: string;
  port: number;
  mongoUri: string;
  /** NATS_URL: the engine (NATS with JetStream) API instances and bot runners coordinate through. */
  natsUrl: string;
  /** The site's origin: the only origin CORS lets in, and the base of links we send users to. */
  siteOrigin: string;
  dataDir: string;
  jwt: { secret: string; issuer: string; audience: string; ttlSeconds: number };
  adminEmails: string[];
  /** AES-256-GCM key for game passwords and bot secrets. */
  encryptionKey: Buffer;
  /**
   * GAME_WS_URL: the one game server every bot connects to, whatever its account's server, when an
   * operator sets it; null: each server's host comes from the network document.
   */
  gameUrl: string | null;
  /**
   * GAME_NETWORK_URL: the game's network configuration document (zones and hosts per server, read at
   * run time); in development without either setting, the local game server's.
   */
  gameNetworkUrl: string | null;
  /**
   * GAME_LOGIN_PAGE_URL: the game's login page, where the runtime's headless Chromium mints a reCAPTCHA
   * token for each password login, and whose origin the game sockets carry; GAME_RECAPTCHA_SITE_KEY when
   * the page does not name its key. Optional: without it logins go without a token, as public clients
   * log in today. In development without game settings, the local game server's page.
   */
  gameLoginPage: { url: string; siteKey: string | null } | null;
  /**
   * The game client build the bots announce in the handshake: read from the game's HTML5 client at
   * GAME_CLIENT_URL when set (its index.html and CacheBreaker bundle, as the web client loads them),
   * else, and whenever that cannot be read, GAME_CLIENT_BUILD (runtime/game/client-build.ts).
   */
  gameClient: { build: string; clientUrl: string | null };
  /** Stripe and PayPal (each null when not configured). */
  billing: BillingConfig;
  /** Discord sign-in (null when not configured). */
  discord: DiscordConfig | null;
  /** Discord slash commands over HTTP interactions (null when DISCORD_PUBLIC_KEY is not set). */
  discordCommands: DiscordCommandsConfig | null;
  /** Brute-force limits of sign-in and sign-up. */
  throttle: ThrottleLimits;
  /**
   * Bot time a starter account gets per UTC day, and how long a graceful stop may take. RUNNERS: where
   * bots run: `local` (this API's own runtime process, one machine) or `fleet` (runner nodes started
   * with `npm run runner`, anywhere, through the engine).
   */
  runtime: { dailyLimitSeconds: number; stopDeadlineMs: number; runners: 'local' | 'fleet'; fleetNamespace?: string };
  /** Peers whose X-Forwarded-For we believe (the site's /api forwarder runs on loopback). */
  trustedProxies: string[];
  /**
   * Outgoing mail. SMTP_URL (smtp://user:pass@relay:587, or smtps://… for TLS from the first byte):
   * the relay; null with MAIL=off (nothing is sent). In development and tests, the local mail catcher
   * `npm start` and `npm test` run. MAIL_FROM: the sender every mail carries.
   */
  mail: { smtpUrl: string | null; from: string };
  /** ADMIN_REQUIRE_2FA=true: admin rights need two-factor sign-in switched on. */
  adminRequire2fa: boolean;
  /**
   * Alerts outside the app. DISCORD_WEBHOOK_BASE: where a player's Discord webhook is posted
   * (https://discord.com/api; a local receiver in tests only, so production refuses another).
   */
  alerts: { discordWebhookBase: string };
  /** The admins' alerts (modules/alerts/settings.ts): thresholds, ALERTS_DISCORD_WEBHOOK_URL, ALERTS_METRICS_URL. */
  adminAlerts: AlertSettings;
  /** Web push: the VAPID key pair and subject (modules/notifications/push-config.ts). */
  push: PushConfig;
  /**
   * The API's own metrics (GET /metrics, docs/operations.md). METRICS=off: no HTTP series, database or
   * engine timing (lib/metrics/switch.ts). METRICS_TOKEN: a scrape must send `Authorization: Bearer <it>`;
   * production without one answers /metrics 404.
   */
  metrics: { enabled: boolean; token: string | null };
};

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const ROOT = resolve(import.meta.dir, '../..');

/** The local game server's network document (it serves one for its own host, as the live HTML5 host does). */
const LOCAL_GAME_NETWORK_URL = 'http://127.0.0.1:4100/config/network/1.xml';
/** Where the live game keeps its network document (docs/game.md "Servers (live)"). */
const LIVE_GAME_NETWORK_URL = 'https://empire-html5.goodgamestudios.com/config/network/1.xml';
/** The local game server's login page (it mints reCAPTCHA-like tokens, as the live page does). */
const LOCAL_GAME_LOGIN_PAGE_URL = 'http://127.0.0.1:4100/';
/** The local game server's copy of the game client's files (simulator/session/client-files.ts). */
const LOCAL_GAME_CLIENT_URL = 'http://127.0.0.1:4100/default/';
/** The local mail catcher's SMTP port (scripts/lib/mail-catcher.ts), where development mail goes. */
const LOCAL_SMTP_URL = 'smtp://127.0.0.1:1025';
const DEFAULT_MAIL_FROM = 'Castellan <no-reply@castellan.local>';

/**
 * The game's login page, where a runtime's Chromium mints a reCAPTCHA token for each password login
 * (the API's own runtime and runner nodes alike): GAME_LOGIN_PAGE_URL, or in development without game
 * settings the local game server's. Not guessed from GAME_WS_URL or GAME_NETWORK_URL: the live game
 * socket's host serves no page. Without one, logins go without a token, as public clients log in today
 * (EmpireCore: "logins are accepted without it"); the bots' consoles say so.
 */
export function gameLoginPageFrom(env: Record<string, string | undefined>, problems: string[]): { url: string; siteKey: string | null } | null {
  // The operator's game settings as given (the local game server's document is the default when none is).
  const local = env.NODE_ENV !== 'production' && !env.GAME_WS_URL?.trim() && !env.GAME_NETWORK_URL?.trim();
  const loginPageUrl = url(env.GAME_LOGIN_PAGE_URL, ['http:', 'https:'], 'GAME_LOGIN_PAGE_URL', problems) ?? (local ? LOCAL_GAME_LOGIN_PAGE_URL : null);
  return loginPageUrl ? { url: loginPageUrl, siteKey: env.GAME_RECAPTCHA_SITE_KEY?.trim() || null } : null;
}

/**
 * GAME_CLIENT_BUILD (digits; the 2026-09-02 capture's 1167009 by default) and GAME_CLIENT_URL (the game's
 * HTML5 client folder, e.g. https://empire-html5.goodgamestudios.com/default/; unset: the setting alone,
 * or in development without game settings the local game server's). Shared by the API and runner nodes,
 * so that every runtime announces the same build.
 */
export function gameClientFrom(env: Record<string, string | undefined>, problems: string[]): { build: string; clientUrl: string | null } {
  const build = env.GAME_CLIENT_BUILD?.trim() || DEFAULT_CLIENT_BUILD;
  if (!isClientBuild(build))
    problems.push(`GAME_CLIENT_BUILD must be the game client's build number, digits only (e.g. ${DEFAULT_CLIENT_BUILD}), got "${env.GAME_CLIENT_BUILD}".`);
  const local = env.NODE_ENV !== 'production' && !env.GAME_WS_URL?.trim() && !env.GAME_NETWORK_URL?.trim();
  const clientUrl = url(env.GAME_CLIENT_URL, ['http:', 'https:'], 'GAME_CLIENT_URL', problems) ?? (local ? LOCAL_GAME_CLIENT_URL : null);
  // A folder: its index.html and bundles are read relative to it.
  return { build, clientUrl: clientUrl && !clientUrl.endsWith('/') ? `${clientUrl}/` : clientUrl };
}

/** Secrets generated for development and kept in the (git-ignored) data folder across restarts. */
function developmentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'dev-secrets.json');
  const stored: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!stored[name]) {
    stored[name] = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return stored[name];
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`${name} must be a port number, got "${value}".`);
  return n;
}

/** An optional URL setting: unset or empty is null; anything else must be a URL of one of `schemes`. */
function url(value: string | undefined, schemes: string[], name: string, problems: string[]): string | null {
  if (value === undefined || value.trim() === '') return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(value.trim());
  } catch {
    parsed = null;
  }
  if (!parsed || !schemes.includes(parsed.protocol)) {
    problems.push(`${name} must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}, got "${value}".`);
    return null;
  }
  return value.trim();
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: Env = process.env): Config {
  const mode = (env.NODE_ENV ?? 'development') as Environment;
  if (!['development', 'test', 'production'].includes(mode)) {
    throw new ConfigError(`NODE_ENV must be development, test or production, got "${mode}".`);
  }
  const production = mode === 'production';
  const dataDir = resolve(env.DATA_DIR ?? join(ROOT, 'data'));
  const problems: string[] = [];

  const mongoUri = env.MONGODB_URI ?? '';
  if (!mongoUri) {
    problems.push(
      'MONGODB_URI is not set. Start the product with `npm start` (it runs the embedded database), ' +
        'set MONGODB_URI to a MongoDB server, or use `docker compose up`.',
    );
  }

  if (env.RUNNERS !== undefined && env.RUNNERS !== 'local' && env.RUNNERS !== 'fleet')
    problems.push(`RUNNERS must be "local" or "fleet", got "${env.RUNNERS}".`);
  // A cluster is several URLs, comma-separated: the client picks one and fails over to the others.
  const natsUrls = (env.NATS_URL ?? '').split(',').map((u) => url(u, ['nats:', 'tls:'], 'NATS_URL', problems));
  const natsUrl = natsUrls.every(Boolean) ? natsUrls.join(',') : '';
  if (!natsUrl && !env.NATS_URL?.trim()) {
    problems.push(
      'NATS_URL is not set. Start the product with `npm start` (it runs a local NATS with JetStream), ' +
        'set NATS_URL to a NATS server with JetStream enabled, or use `docker compose up`.',
    );
  }

  let jwtSecret = env.JWT_SECRET ?? '';
  if (production) {
    if (jwtSecret.length < 32) problems.push('JWT_SECRET must be set to at least 32 random characters in production.');
  } else if (!jwtSecret) {
    jwtSecret = developmentSecret(dataDir, 'JWT_SECRET');
  }

  let encryptionKey = env.ENCRYPTION_KEY ?? '';
  if (production && !encryptionKey) problems.push('ENCRYPTION_KEY must be set in production (32 bytes, base64: openssl rand -base64 32).');
  if (!production && !encryptionKey) encryptionKey = developmentSecret(dataDir, 'ENCRYPTION_KEY');
  // Node's base64 decoder reads the URL-safe alphabet too.
  const keyBytes = Buffer.from(encryptionKey, 'base64');
  if (encryptionKey && keyBytes.length !== 32) problems.push('ENCRYPTION_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32).');

  // An operator's GAME_WS_URL wins over any document for the hosts; with neither set, development plays
  // on the local game server, whose document names itself as every server's host.
  const set = (name: string) => Boolean(env[name]?.trim());
  const gameUrl = url(env.GAME_WS_URL, ['ws:', 'wss:'], 'GAME_WS_URL', problems);
  const gameNetworkUrl =
    url(env.GAME_NETWORK_URL, ['http:', 'https:'], 'GAME_NETWORK_URL', problems) ??
    (production || set('GAME_WS_URL') || set('GAME_NETWORK_URL') ? null : LOCAL_GAME_NETWORK_URL);
  if (production && !set('GAME_WS_URL') && !set('GAME_NETWORK_URL')) {
    problems.push(
      `GAME_NETWORK_URL or GAME_WS_URL must be set in production: where the bots play (the game's server list, e.g. ${LIVE_GAME_NETWORK_URL}, or one game server's WebSocket).`,
    );
  }

  const gameLoginPage = gameLoginPageFrom(env, problems);
  const gameClient = gameClientFrom(env, problems);

  const billing = loadBillingConfig(env, production, problems);

  const siteOrigin = env.SITE_ORIGIN ?? 'http://localhost:4321';
  if (production && !env.SITE_ORIGIN) problems.push('SITE_ORIGIN must be set in production (e.g. https://castellan.example).');
  const discord = loadDiscordConfig(env, production, siteOrigin, problems);
  const discordCommands = loadDiscordCommandsConfig(env, problems);
  const discordWebhookBase = (env.DISCORD_WEBHOOK_BASE || 'https://discord.com/api').replace(/\/$/, '');
  if (production && env.DISCORD_WEBHOOK_BASE)
    problems.push('DISCORD_WEBHOOK_BASE is for tests only (it sends Discord alerts to a fake); unset it in production.');

  const push = loadPushConfig(env, production, siteOrigin, (name) => developmentSecret(dataDir, name), problems);
  const adminAlerts = loadAlertSettings(env, problems);

  // MAIL=off is the only way to run production without a relay: mails carry sign-up and reset links.
  const mailOff = env.MAIL?.trim().toLowerCase() === 'off';
  const smtpUrl = url(env.SMTP_URL, ['smtp:', 'smtps:'], 'SMTP_URL', problems);
  if (production && !mailOff && !env.SMTP_URL?.trim()) {
    problems.push('SMTP_URL must be set in production (smtp://user:password@relay:587), or MAIL=off to run without mail.');
  }

  const metricsSetting = env.METRICS?.trim().toLowerCase();
  if (metricsSetting && metricsSetting !== 'on' && metricsSetting !== 'off') problems.push(`METRICS must be "on" or "off", got "${env.METRICS}".`);

  if (problems.length) throw new ConfigError(`Castellan API cannot start:\n- ${problems.join('\n- ')}`);

  return {
    env: mode,
    host: env.API_HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port: port(env.API_PORT ?? env.PORT, 4000, 'API_PORT'),
    mongoUri,
    natsUrl,
    siteOrigin: siteOrigin.replace(/\/$/, ''),
    dataDir,
    jwt: {
      secret: jwtSecret,
      issuer: env.JWT_ISSUER ?? 'castellan-api',
      audience: env.JWT_AUDIENCE ?? 'castellan-site',
      ttlSeconds: Number(env.SESSION_TTL_SECONDS ?? 7 * 24 * 3600),
    },
    adminEmails: list(env.ADMIN_EMAILS).map((e) => e.toLowerCase()),
    encryptionKey: keyBytes,
    gameUrl,
    gameNetworkUrl,
    gameLoginPage,
    gameClient,
    billing,
    discord,
    discordCommands,
    alerts: { discordWebhookBase },
    adminAlerts,
    push,
    throttle: {
      ...DEFAULT_THROTTLE,
      // AUTH_FAILED_LOGINS_PER_ACCOUNT: the setting's first name, still read.
      failuresPerUser: Number(env.AUTH_FAILED_LOGINS_PER_USER ?? env.AUTH_FAILED_LOGINS_PER_ACCOUNT ?? DEFAULT_THROTTLE.failuresPerUser),
      failuresPerAddress: Number(env.AUTH_FAILED_LOGINS_PER_ADDRESS ?? DEFAULT_THROTTLE.failuresPerAddress),
      registrationsPerAddress: Number(env.AUTH_REGISTRATIONS_PER_HOUR ?? DEFAULT_THROTTLE.registrationsPerAddress),
    },
    runtime: {
      dailyLimitSeconds: Number(env.STARTER_DAILY_LIMIT_SECONDS ?? 12 * 3600),
      stopDeadlineMs: Number(env.BOT_STOP_DEADLINE_MS ?? 10_000),
      runners: env.RUNNERS === 'fleet' ? 'fleet' : 'local',
      // FLEET_NAMESPACE: keeps one fleet's buckets and streams apart from another's on the same engine (tests).
      fleetNamespace: env.FLEET_NAMESPACE?.trim() || undefined,
    },
    trustedProxies: env.TRUSTED_PROXIES !== undefined ? list(env.TRUSTED_PROXIES) : ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    mail: {
      smtpUrl: mailOff ? null : (smtpUrl ?? (production ? null : LOCAL_SMTP_URL)),
      from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    },
    adminRequire2fa: ['true', '1'].includes(env.ADMIN_REQUIRE_2FA?.trim().toLowerCase() ?? ''),
    metrics: { enabled: metricsOn(env), token: env.METRICS_TOKEN?.trim() || null },
  };
}
