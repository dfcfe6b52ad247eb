import { expect, test } from 'bun:test';
import { botSettings, PLAN_FORM_DEFAULTS, toRequest } from './form';

test('the defaults make a request; active hours go with the time zone', () => {
  expect(toRequest(PLAN_FORM_DEFAULTS, 'Europe/Berlin')).toEqual({ ok: true, request: { hours: 4, keepAtHome: 0, maxAttacksPerDay: 150, minLevel: 1, maxLevel: 80 } });
  const withHours = toRequest({ ...PLAN_FORM_DEFAULTS, activeFrom: '08:00', activeTo: '22:00' }, 'Europe/Berlin');
  expect(withHours).toEqual({ ok: true, request: { hours: 4, keepAtHome: 0, maxAttacksPerDay: 150, minLevel: 1, maxLevel: 80, activeFrom: '08:00', activeTo: '22:00', timeZone: 'Europe/Berlin' } });
  if (withHours.ok) expect(botSettings(withHours.request)).toEqual({ horizonHours: 4, minLevel: 1, maxLevel: 80, keepAtHome: 0, maxAttacksPerDay: 150 });
});

test('says what to fix', () => {
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, hours: '30' }, 'UTC')).toEqual({ ok: false, message: 'Plan ahead between 1 and 24 hours (a whole number).' });
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, keepAtHome: '-1' }, 'UTC')).toMatchObject({ ok: false });
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, minLevel: '40', maxLevel: '20' }, 'UTC')).toEqual({ ok: false, message: 'The lowest camp level must not exceed the highest.' });
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, activeFrom: '08:00' }, 'UTC')).toEqual({ ok: false, message: 'Give both the start and the end of your active hours, or neither.' });
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, activeFrom: '08:00', activeTo: '08:00' }, 'UTC')).toMatchObject({ ok: false });
});
