import { expect, test } from 'bun:test';
import { DISCORD_WEBHOOK_PATTERN, inQuietHours, isTimeZone, type QuietHours } from './notifications';

const night: QuietHours = { from: '22:00', to: '07:00', timeZone: 'Europe/Berlin', attacksBreakThrough: false };

test('quiet hours follow the wall clock of their time zone, across midnight and both DST changes', () => {
  expect(inQuietHours(night, new Date('2026-03-28T05:30:00Z'))).toBe(true); // 06:30 CET
  expect(inQuietHours(night, new Date('2026-03-29T05:30:00Z'))).toBe(false); // 07:30 CEST: the clocks went forward
  expect(inQuietHours(night, new Date('2026-10-25T05:30:00Z'))).toBe(true); // 06:30 CET: back again
  expect(inQuietHours(night, new Date('2026-10-25T06:30:00Z'))).toBe(false); // 07:30 CET
  expect(inQuietHours(night, new Date('2026-07-01T20:00:00Z'))).toBe(true); // 22:00 CEST, the first quiet minute
  expect(inQuietHours(night, new Date('2026-07-01T19:59:00Z'))).toBe(false);
  const afternoon = { ...night, from: '13:00', to: '15:00', timeZone: 'America/New_York' };
  expect(inQuietHours(afternoon, new Date('2026-01-15T18:30:00Z'))).toBe(true); // 13:30 EST
  expect(inQuietHours(afternoon, new Date('2026-01-15T20:30:00Z'))).toBe(false);
});

test('time zones and Discord webhooks are recognised as they are written', () => {
  expect(isTimeZone('Europe/Berlin')).toBe(true);
  expect(isTimeZone('Mars/Olympus')).toBe(false);
  expect(DISCORD_WEBHOOK_PATTERN.test('https://discord.com/api/webhooks/123456789012345678/AbC-def_ghiJKLmnopQRSTuv')).toBe(true);
  expect(DISCORD_WEBHOOK_PATTERN.test('https://evil.example/api/webhooks/123456789012345678/AbC-def_ghiJKLmnopQRSTuv')).toBe(false);
  expect(DISCORD_WEBHOOK_PATTERN.test('http://discord.com/api/webhooks/123456789012345678/AbC-def_ghiJKLmnopQRSTuv')).toBe(false);
});
