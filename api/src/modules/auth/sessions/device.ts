/**
 * How a session reads in the list: a device from the User-Agent it signed in with, and a place from its
 * address when we know one without a location database (this machine, a private network). Said, so the
 * list reads in the asker's language; the English is what the activity log keeps.
 */
import { said, type Said } from '@shared/i18n/said';
import { authAnswers } from '../answers.messages';

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/^curl\//, 'curl'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Windows", "Chrome on Android", "curl" (a name alone: the same in every language), or "Unknown device". */
export function deviceSaid(userAgent: string): Said | string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return said(authAnswers, 'browserOnSystem', { browser, system });
  return browser ?? system ?? said(authAnswers, 'unknownDevice');
}

/** "This computer" for loopback, "Local network" for private ranges, else null (not known). */
export function placeSaid(ip: string): Said | null {
  const address = ip.replace(/^::ffff:/, '');
  if (address === '127.0.0.1' || address === '::1' || address.startsWith('127.')) return said(authAnswers, 'thisComputer');
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|fc|fd|fe80:)/i.test(address)) return said(authAnswers, 'localNetwork');
  return null;
}
