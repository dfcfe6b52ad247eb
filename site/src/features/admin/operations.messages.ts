import { defineMessages, params, plural } from '@shared/i18n/messages';

/** The Bots and System tabs (the API's values: bot, template and account names, states, URLs, errors, stay as sent). */
export const adminBotsMessages = defineMessages('admin/bots', {
  loading: 'Loading bots…',
  empty: 'No bots on the platform yet.',
  bot: 'Bot',
  owner: 'Owner',
  account: 'Game account',
  state: 'State',
  created: 'Created',
});

export const systemMessages = defineMessages('admin/system', {
  checking: 'Checking…',
  database: 'Database',
  up: 'UP',
  down: 'DOWN',
  ping: params('{ms} ms ping'),
  runtime: 'Bot runtime',
  runtimeLine: params('{running} running · {memory} · lag {lag} ms'),
  onRunners: params(
    plural({
      one: 'on {live} of {count} runner',
      other: 'on {live} of {count} runners',
    }),
  ),
  gameServer: 'Game server',
  reachable: 'REACHABLE',
  unreachable: 'UNREACHABLE',
  engine: 'Engine (NATS)',
  connecting: 'CONNECTING',
  idle: 'IDLE',
  streams: params(
    plural({
      one: '{count} stream · {stored} stored',
      other: '{count} streams · {stored} stored',
    }),
  ),
  payments: 'Payments',
  on: 'ON',
  off: 'OFF',
  uptime: params('Up {minutes} min'),
  documentRead: params(plural({ one: 'network document read {at} ({count} server)', other: 'network document read {at} ({count} servers)' })),
  documentReadFailed: params(
    plural({
      one: 'network document read {at} ({count} server; last refresh failed: {error})',
      other: 'network document read {at} ({count} servers; last refresh failed: {error})',
    }),
  ),
  documentNotRead: 'network document not read',
  documentNotReadError: params('network document not read: {error}'),
  fromEnvZones: params('{server} ({zone}) · GAME_WS_URL for every server · zones: {document}'),
  fromEnvBuiltIn: params('{server} ({zone}) · GAME_WS_URL for every server · built-in zones'),
  fromDocument: params('{server} ({zone}) · {document}'),
  fromBuiltIn: params("{server} ({zone}) · {document} · built-in zone, the document's host"),
  clientBuildSetting: params('Game client build {build}, from the setting GAME_CLIENT_BUILD'),
  clientBuildSettingError: params('Game client build {build}, from the setting GAME_CLIENT_BUILD ({document} not read: {error})'),
  clientBuildFiles: params('Game client build {build}, from {document} (read {at})'),
  clientBuildFilesError: params('Game client build {build}, from {document} (read {at}; last refresh failed: {error})'),
  runners: 'Runners',
  runner: 'Runner',
  state: 'State',
  bots: 'Bots',
  sessions: 'Sessions',
  memory: 'Memory',
  lag: 'Lag',
  started: 'Started',
  lagValue: params('{ms} ms'),
  live: 'LIVE',
  draining: 'DRAINING',
  silent: 'SILENT',
  /** The runtime's process keeps dying and being replaced (the API's runtime state `degraded`). */
  restarting: 'KEEPS RESTARTING',
  /** A runner's `ready`: whether it takes new sessions (the game's network document answers it). */
  ready: 'READY',
  notReady: 'NOT READY',
  /** The admins' alerts open now (where an alert's bell item leads), each with what its rule saw. */
  openAlerts: 'Open alerts',
  noAlerts: 'No alert is open.',
  alertSince: params('Since {time} · {subject}'),
  /** An alert still firing, and one whose rule no longer fires (it resolves once quiet long enough). */
  firing: 'FIRING',
  quiet: 'QUIET',
});
