import { expect, test } from 'bun:test';
import { FSI, PDI, fillPlaces, slotted } from './fill';
import { defineMessages, messagesIn, params, plural, registerTranslations } from './messages';
import { said, textOf } from './said';

// Sets of this test's own (the catalogue check only looks at the product's *.messages.ts files).
const words = defineMessages('bot-lines/fill-test', {
  started: params('{bot} started on {account}.'),
  signedIn: params('Signed in as {email}.'),
  looted: params(plural({ one: '{bot} looted {count} castle.', other: '{bot} looted {count} castles.' })),
  link: params('{bot}: see {link}.'),
});
registerTranslations('ar', {
  'bot-lines/fill-test': {
    started: 'بدأ {bot} على {account}.',
    signedIn: 'تسجيل الدخول باسم {email}.',
    looted: {
      zero: 'نهب {bot} {count} قلعة.',
      one: 'نهب {bot} قلعة واحدة.',
      two: 'نهب {bot} قلعتين.',
      few: 'نهب {bot} {count} قلاع.',
      many: 'نهب {bot} {count} قلعة.',
      other: 'نهب {bot} {count} قلعة.',
    },
    link: '{bot}: انظر {link}.',
  },
});
const isolated = (text: string) => `${FSI}${text}${PDI}`;

test('Arabic: a Latin name slotted into a message is isolated (FSI … PDI); English gets it as it is', () => {
  const ar = messagesIn('ar', words);
  expect(ar.started({ bot: 'Sentinel (2)', account: 'Castle 12' })).toBe(`بدأ ${isolated('Sentinel (2)')} على ${isolated('Castle 12')}.`);
  expect(ar.signedIn({ email: 'ada@example.com' })).toBe(`تسجيل الدخول باسم ${isolated('ada@example.com')}.`);
  const en = messagesIn('en', words);
  expect(en.started({ bot: 'Sentinel (2)', account: 'Castle 12' })).toBe('Sentinel (2) started on Castle 12.');
  expect(en.signedIn({ email: 'ada@example.com' })).toBe('Signed in as ada@example.com.');
});

test('a plural’s count is written as a number, not isolated; the other places are', () => {
  expect(messagesIn('ar', words).looted({ bot: 'Hawk' })(12)).toBe(`نهب ${isolated('Hawk')} 12 قلعة.`);
  expect(messagesIn('en', words).looted({ bot: 'Hawk' })(1200)).toBe('Hawk looted 1,200 castles.');
});

test('a kept line read in Arabic isolates its names the same way; its English is kept without', () => {
  const line = said(words, 'looted', { bot: 'Hawk', count: 12 });
  expect(line.text).toBe('Hawk looted 12 castles.');
  expect(textOf('ar', line.message, line.text)).toBe(`نهب ${isolated('Hawk')} 12 قلعة.`);
  const started = said(words, 'started', { bot: 'Sentinel', account: 'Castle 12' });
  expect(textOf('ar', started.message, started.text)).toBe(`بدأ ${isolated('Sentinel')} على ${isolated('Castle 12')}.`);
  expect(textOf('en', started.message, started.text)).toBe('Sentinel started on Castle 12.');
});

test('a place kept for an element ({link}) is left for the fill that puts the element there', () => {
  expect(messagesIn('ar', words).link({ bot: 'Hawk', link: '{link}' })).toBe(`${isolated('Hawk')}: انظر {link}.`);
  expect(slotted('ar', '{link}')).toBe('{link}');
  expect(slotted('ar', '')).toBe('');
  expect(slotted('de', 'Hawk')).toBe('Hawk');
});

test('fillPlaces: one pass, a value’s own braces and $ patterns are text, a place without a value stays', () => {
  expect(fillPlaces('en', '{a} and {b}, {c}', { a: '{b}', b: '$&' })).toBe('{b} and $&, {c}');
  expect(fillPlaces('en', '{n} of {total}', { n: 3, total: '1,200' })).toBe('3 of 1,200');
  expect(fillPlaces('ar', '{n} / {total}', { n: 3, total: '1,200' })).toBe(`3 / ${isolated('1,200')}`);
});
