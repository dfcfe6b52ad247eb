/**
 * The status page's words for its script, made at build time in the page's language and written into
 * the page: the script loads no translation files (the page stays a few kilobytes). A message with
 * parameters goes as its template ("{world} …"), which the script fills in with `fillPlaces`, the one
 * way every message is filled (in Arabic each value isolated, FSI … PDI).
 */
import type { Locale } from '@shared/i18n/locales';
import type { GameSidePattern, IncidentState, PartState, StatusPart, WorldState } from '@shared/status';
import { statusWords } from '@shared/status.messages';
import { messagesIn } from '@shared/i18n/messages';
import { statusPageMessages } from './status.messages';

type Template = string;
/** A message's template: each parameter filled with its own `{name}` (a message with parameters takes any of its own names). */
const template = (message: unknown, ...names: string[]): Template =>
  (message as (values: Record<string, string>) => string)(Object.fromEntries(names.map((n) => [n, `{${n}}`])));

/** The words in `locale` (its translations registered before: the page's lib/i18n-static does it at build time). */
export function pageWords(locale: Locale) {
  const m = messagesIn(locale, statusPageMessages);
  const w = messagesIn(locale, statusWords);
  const parts: Record<StatusPart, string> = {
    api: m.api,
    database: m.database,
    engine: m.engine,
    runtime: m.runtime,
    runners: m.runners,
    payments: m.payments,
  };
  const partStates: Record<PartState, string> = { up: m.up, degraded: m.degraded, down: m.down, idle: m.idle, off: m.idle };
  const worldStates: Record<WorldState, string> = { ok: m.stateOk, game_changed: m.stateChanged, trouble: m.stateTrouble, quiet: m.stateQuiet };
  const changed: Record<GameSidePattern, Template> = {
    version_refused: template(w.changedVersion, 'world', 'time'),
    handshake_failed: template(w.changedHandshake, 'world', 'time'),
    unexpected_frame: template(w.changedFrame, 'world', 'time'),
  };
  const incidentStates: Record<IncidentState, string> = {
    investigating: w.investigating,
    identified: w.identified,
    monitoring: w.monitoring,
    resolved: w.resolved,
  };
  return {
    locale,
    parts,
    partStates,
    worldStates,
    changed,
    incidentStates,
    loading: m.loading,
    unreachable: m.unreachable,
    allWell: m.allWell,
    ourTrouble: w.ourTrouble,
    worldTrouble: template(w.worldTrouble, 'world'),
    checkedAt: template(m.checkedAt, 'time'),
    noWorlds: m.noWorlds,
    noIncidents: m.noIncidents,
    openIncidents: m.openIncidents,
    recentIncidents: m.recentIncidents,
    updatedAt: template(m.updatedAt, 'time'),
    affects: template(m.affects, 'parts'),
    logins: template(m.logins, 'percent', 'attempts'),
    noLogins: m.noLogins,
    roundTrip: template(m.roundTrip, 'ms'),
    roundTripNotMeasured: m.roundTripNotMeasured,
    barsLabel: template(m.barsLabel, 'name', 'good', 'bad', 'none'),
    daysAgo: m.daysAgo,
    today: m.today,
    dayUp: template(m.dayUp, 'day', 'percent'),
    dayDegraded: template(m.dayDegraded, 'day', 'percent'),
    dayDown: template(m.dayDown, 'day', 'percent'),
    dayWorld: template(m.dayWorld, 'day', 'ok', 'attempts'),
    dayChanged: template(m.dayChanged, 'day'),
    dayNone: template(m.dayNone, 'day'),
    dayIncident: m.dayIncident,
  };
}

export type StatusPageWords = ReturnType<typeof pageWords>;
