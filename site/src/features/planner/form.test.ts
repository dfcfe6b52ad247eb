import { expect, test } from 'bun:test';
import { botSettings, PLAN_FORM_DEFAULTS, toRequest } from './form';

test('the defaults make a request; active hours go with the time zone', () => {
  expect(toRequest(PLAN_FORM_DEFAULTS, 'Europe/Berlin')).toEqual({
    ok: true,
    request: { hours: 4, keepAtHome: 0, maxAttacksPerDay: 150, minLevel: 1, maxLevel: 80 },
  });
  const withHours = toRequest({ ...PLAN_FORM_DEFAULTS, activeFrom: '08:00', activeTo: '22:00' }, 'Europe/Berlin');
  expect(withHours).toEqual({
    ok: true,
    request: { hours: 4, keepAtHome: 0, maxAttacksPerDay: 150, minLevel: 1, maxLevel: 80, activeFrom: '08:00', activeTo: '22:00', timeZone: 'Europe/Berlin' },
  });
  if (withHours.ok) expect(botSettings(withHours.request)).toEqual({ horizonHours: 4, minLevel: 1, maxLevel: 80, keepAtHome: 0, maxAttacksPerDay: 150 });
});

test('says what to fix', () => {
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, hours: '30' }, 'UTC')).toEqual({ ok: false, message: 'Plan ahead between 1 and 24 hours (a whole number).' });
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, keepAtHome: '-1' }, 'UTC')).toMatchObject({ ok: false });
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, minLevel: '40', maxLevel: '20' }, 'UTC')).toEqual({
    ok: false,
    message: 'The lowest camp level must not exceed the highest.',
  });
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, activeFrom: '08:00' }, 'UTC')).toEqual({
    ok: false,
    message: 'Give both the start and the end of your active hours, or neither.',
  });
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, activeFrom: '08:00', activeTo: '08:00' }, 'UTC')).toMatchObject({ ok: false });
});

test('in another language the form says what to fix in its words, its numbers as it writes them', async () => {
  const { messagesIn } = await import('@shared/i18n/messages');
  const { readCatalogue } = await import('@shared/i18n/catalogue-files');
  const { plannerFormMessages } = await import('./planner.messages');
  const { catalogue } = readCatalogue();
  const de = messagesIn('de', plannerFormMessages, catalogue);
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, keepAtHome: 'x' }, 'UTC', de, 'de')).toEqual({
    ok: false,
    message: 'Soldaten, die zu Hause bleiben: eine ganze Zahl von 0 bis 100.000.',
  });
  const pl = messagesIn('pl', plannerFormMessages, catalogue);
  expect(toRequest({ ...PLAN_FORM_DEFAULTS, minLevel: '40', maxLevel: '20' }, 'UTC', pl, 'pl')).toEqual({
    ok: false,
    message: 'Najniższy poziom obozu nie może być wyższy niż najwyższy.',
  });
});
