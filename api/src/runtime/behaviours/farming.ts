/** Baron, sea fort and Khan/Berimond templates: the attack loop with each template's targets. */
import type { Kingdom, NpcKind } from '../game/protocol';
import { attackLoop } from './attack-loop';
import type { BehaviourFactory } from './types';

/** Settings saved before "keep at home" existed read as 0. */
const keepOf = (value: unknown) => Math.max(0, Number(value) || 0);

const skipOf = (value: unknown) => (['m1', 'm5', 'm30'].includes(String(value)) ? (value as 'm1' | 'm5' | 'm30') : 'none');

// The plans read the settings when the loop uses them (getters), so settings saved while a bot runs
// apply from its next step (runner.ts replaces them in place), and its counts for the day are kept.

export const baronFarmer: BehaviourFactory = (ctx) =>
  attackLoop(ctx, {
    label: 'robber baron',
    kinds: ['baron'],
    get kingdom() {
      return ctx.settings.kingdom as Kingdom;
    },
    get minLevel() {
      return Number(ctx.settings.minLevel);
    },
    get maxLevel() {
      return Number(ctx.settings.maxLevel);
    },
    get troops() {
      return Number(ctx.settings.troopsPerAttack);
    },
    get keepAtHome() {
      return keepOf(ctx.settings.keepAtHome);
    },
    get maxPerDay() {
      return Number(ctx.settings.maxAttacksPerDay);
    },
    get skip() {
      return skipOf(ctx.settings.useSkips);
    },
  });

export const stormSeaForts: BehaviourFactory = (ctx) =>
  attackLoop(ctx, {
    label: 'sea fort',
    kinds: ['seafort'],
    events: { seafort: 'storm' },
    minLevel: 1,
    get maxLevel() {
      return Number(ctx.settings.maxLevel);
    },
    get troops() {
      return Number(ctx.settings.troopsPerAttack);
    },
    get keepAtHome() {
      return keepOf(ctx.settings.keepAtHome);
    },
    maxPerDay: Number.POSITIVE_INFINITY,
    get skip() {
      return skipOf(ctx.settings.useSkips);
    },
  });

export const khanBerimond: BehaviourFactory = (ctx) => {
  const choice = () => String(ctx.settings.targets);
  return attackLoop(ctx, {
    get label() {
      return choice() === 'both' ? 'Khan or Berimond' : choice() === 'khan' ? 'Khan camp' : 'Berimond';
    },
    get kinds(): NpcKind[] {
      return choice() === 'khan' ? ['khan'] : choice() === 'berimond' ? ['berimond'] : ['khan', 'berimond'];
    },
    events: { khan: 'khan', berimond: 'berimond' },
    minLevel: 1,
    get maxLevel() {
      return Number(ctx.settings.maxLevel);
    },
    get troops() {
      return Number(ctx.settings.troopsPerAttack);
    },
    get keepAtHome() {
      return keepOf(ctx.settings.keepAtHome);
    },
    maxPerDay: Number.POSITIVE_INFINITY,
    skip: 'none',
  });
};
