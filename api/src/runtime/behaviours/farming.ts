/** Baron, sea fort and Khan/Berimond templates: the attack loop with each template's targets. */
import type { Kingdom, NpcKind } from '../game/protocol';
import { attackLoop } from './attack-loop';
import type { BehaviourFactory } from './types';

/** Settings saved before "keep at home" existed read as 0. */
const keepOf = (value: unknown) => Math.max(0, Number(value) || 0);

const skipOf = (value: unknown) => (['m1', 'm5', 'm30'].includes(String(value)) ? (value as 'm1' | 'm5' | 'm30') : 'none');

export const baronFarmer: BehaviourFactory = (ctx) =>
  attackLoop(ctx, {
    label: 'robber baron',
    kinds: ['baron'],
    kingdom: ctx.settings.kingdom as Kingdom,
    minLevel: Number(ctx.settings.minLevel),
    maxLevel: Number(ctx.settings.maxLevel),
    troops: Number(ctx.settings.troopsPerAttack),
    keepAtHome: keepOf(ctx.settings.keepAtHome),
    maxPerDay: Number(ctx.settings.maxAttacksPerDay),
    skip: skipOf(ctx.settings.useSkips),
  });

export const stormSeaForts: BehaviourFactory = (ctx) =>
  attackLoop(ctx, {
    label: 'sea fort',
    kinds: ['seafort'],
    events: { seafort: 'storm' },
    minLevel: 1,
    maxLevel: Number(ctx.settings.maxLevel),
    troops: Number(ctx.settings.troopsPerAttack),
    keepAtHome: keepOf(ctx.settings.keepAtHome),
    maxPerDay: Number.POSITIVE_INFINITY,
    skip: skipOf(ctx.settings.useSkips),
  });

export const khanBerimond: BehaviourFactory = (ctx) => {
  const choice = String(ctx.settings.targets);
  const kinds: NpcKind[] = choice === 'khan' ? ['khan'] : choice === 'berimond' ? ['berimond'] : ['khan', 'berimond'];
  return attackLoop(ctx, {
    label: choice === 'both' ? 'Khan or Berimond' : choice === 'khan' ? 'Khan camp' : 'Berimond',
    kinds,
    events: { khan: 'khan', berimond: 'berimond' },
    minLevel: 1,
    maxLevel: Number(ctx.settings.maxLevel),
    troops: Number(ctx.settings.troopsPerAttack),
    keepAtHome: keepOf(ctx.settings.keepAtHome),
    maxPerDay: Number.POSITIVE_INFINITY,
    skip: 'none',
  });
};
