/** Times as each viewer reads them: on their own clock (the profile's time zone, else this device's), in the page's language. */
import { instantOf } from '@shared/schedule';
import { formatDate } from '@shared/i18n/dates';
import type { Locale } from '@shared/i18n/locales';
import { messagesNow, pageLocale } from '../../lib/i18n';
import { duration } from '../../lib/time';
import { roleMessages } from './alliance.messages';
import { attacksMessages } from './tabs.messages';

/** The viewer's time zone: the one saved on their profile, else the browser's, else UTC. */
export function viewerZone(profileZone: string | null | undefined): string {
  return profileZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "Fri, Nov 29, 8:00 PM" on `zone`'s clock, as the language writes it ("Fr., 29. Nov., 20:00"). */
export function whenIn(zone: string, iso: string, locale: Locale = pageLocale): string {
  return formatDate(locale, iso, 'weekdayTime', { timeZone: zone });
}

/** A standing (the API's code: owner, officer, member, read-only, outsider) in words. */
export function roleName(standing: string, m = messagesNow(roleMessages)): string {
  const key = (standing === 'read-only' ? 'readOnly' : standing) as keyof typeof m;
  return key in m ? m[key] : standing;
}

/** How long until an attack lands: "in 1 h 5 min", or "landing now" at the last seconds. */
export function landsIn(iso: string, now: number, m = messagesNow(attacksMessages)): string {
  const left = Date.parse(iso) - now;
  return left < 60_000 ? m.landingNow : m.in({ time: duration(left) });
}

/** A datetime-local value ("2026-11-29T20:00") read on `zone`'s wall clock, as an ISO instant; null if it is not one. */
export function instantFromLocal(value: string, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new Date(instantOf(zone, { y, m: mo, d }, h * 60 + mi)).toISOString();
}
