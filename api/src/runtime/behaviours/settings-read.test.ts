/**
 * Where a bot's stored settings become the typed ones its behaviour reads (index.ts `behaviourOf`, by
 * shared/src/templates/settings-of.ts): once when it starts, again in place for settings saved while it runs.
 */
import { expect, test } from 'bun:test';
import { behaviourOf } from '.';
import type { BehaviourContext } from '../actions/context';

/** The run's context as the behaviour starts on it; a Resource Collector touches none of it before its first step. */
const runContext = () => ({ botId: 'keeper', botName: 'Keeper' }) as Omit<BehaviourContext, 'settings'>;

test('a stored bot with figures as text runs on numbers', () => {
  const ctx = runContext();
  behaviourOf('resource-keeper')!(ctx, { collectEveryMinutes: '45', feastLevel: '0', feastWhenFoodAbove: '4000', recruitAmount: 20 });
  const { settings } = ctx as BehaviourContext<'resource-keeper'>;
  expect(settings.collectEveryMinutes).toBe(45);
  expect(settings.feastWhenFoodAbove).toBe(4000);
  expect(settings.recruitAmount).toBe(20);
  // Missing from the stored ones: the template's default, typed.
  expect(settings.supplyAmount).toBe(1000);
  expect(settings.feastLevel).toBe('0');
});

test('settings saved while the bot runs replace the ones it holds, in place and read the same way', () => {
  const ctx = runContext();
  const { retake } = behaviourOf('resource-keeper')!(ctx, { collectEveryMinutes: 30, supplyKingdoms: 'no' });
  const held = (ctx as BehaviourContext<'resource-keeper'>).settings;
  retake({ collectEveryMinutes: '120', supplyKingdoms: 'yes' });
  expect(held).toMatchObject({ collectEveryMinutes: 120, supplyKingdoms: 'yes' });
});

test('a stored id no template has (any more) has no behaviour', () => {
  expect(behaviourOf('retired-template')).toBeUndefined();
  expect(behaviourOf('constructor')).toBeUndefined();
});
