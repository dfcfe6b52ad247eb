import { expect, test } from 'bun:test';
import { stateLabel, waitingText } from './format';

const now = Date.parse('2026-11-25T12:00:00Z');

test('how long a ticket waited, and what is left of the answer time or how far past it', () => {
  expect(waitingText(null, null, now)).toBeNull();
  expect(waitingText('2026-11-25T09:30:00Z', null, now)).toBe('Waiting 2 h 30 min');
  expect(waitingText('2026-11-25T09:30:00Z', '2026-11-25T13:30:00Z', now)).toBe('Waiting 2 h 30 min · answer due in 1 h 30 min');
  expect(waitingText('2026-11-25T06:00:00Z', '2026-11-25T10:00:00Z', now)).toBe('Waiting 6 h · overdue by 2 h');
});

test('states read as words', () => {
  expect([stateLabel('open'), stateLabel('answered'), stateLabel('closed')]).toEqual(['Waiting for support', 'Answered', 'Closed']);
});

test('in Polish the states and the waiting read from the Polish file', async () => {
  const { readCatalogue } = await import('@shared/i18n/catalogue-files');
  const { messagesIn } = await import('@shared/i18n/messages');
  const { ticketStateMessages, waitingMessages } = await import('./support.messages');
  const { catalogue } = readCatalogue();
  const states = messagesIn('pl', ticketStateMessages, catalogue);
  const waiting = messagesIn('pl', waitingMessages, catalogue);
  expect(stateLabel('answered', states)).toBe(states.answered);
  expect(states.answered).not.toBe('Answered');
  expect(waitingText('2026-11-25T06:00:00Z', '2026-11-25T10:00:00Z', now, waiting)).toBe(waiting.overdue({ time: '6 h', late: '2 h' }));
});
