/** Baron, sea fort and Khan/Berimond templates: the attack loop with each template's targets. */
import type { Kingdom, NpcKind } from '@shared/game-wire/protocol';
import { attackLoop } from './attack-loop';
import type { BehaviourContext, BehaviourFactory } from './types';

/** Settings saved before "keep at home" existed read as 0. */
const keepOf = (value: unknown) => Math.max(0, Number(value) || 0);

const skipOf = (value: unknown) => (['m1', 'm5', 'm30'].includes(String(value)) ? (value as 'm1' | 'm5' | 'm30') : 'none');

/** What every attack template reads from its settings the same way. */
function common(settings: BehaviourContext['settings']) {
  return {
    maxLevel: Number(settings.maxLevel),
    troops: Number(settings.troopsPerAttack),
    keepAtHome: keepOf(settings.keepAtHome),
  };
}

export const baronFarmer: BehaviourFactory = (ctx) =>
  attackLoop(ctx, () => ({
    label: 'robber baron',
    kinds: ['baron'],
    kingdom: ctx.settings.kingdom as Kingdom,
    minLevel: Number(ctx.settings.minLevel),
    ...common(ctx.settings),
    maxPerDay: Number(ctx.settings.maxAttacksPerDay),
    skip: skipOf(ctx.settings.useSkips),
  }));

export const stormSeaForts: BehaviourFactory = (ctx) =>
  attackLoop(ctx, () => ({
    label: 'sea fort',
    kinds: ['seafort'],
    events: { seafort: 'storm' },
    minLevel: 1,
    ...common(ctx.settings),
    maxPerDay: Number.POSITIVE_INFINITY,
    skip: skipOf(ctx.settings.useSkips),
  }));

const KHAN_BERIMOND: Record<string, { label: string; kinds: NpcKind[] }> = {
  khan: { label: 'Khan camp', kinds: ['khan'] },
  berimond: { label: 'Berimond', kinds: ['berimond'] },
  both: { label: 'Khan or Berimond', kinds: ['khan', 'berimond'] },
};

export const khanBerimond: BehaviourFactory = (ctx) =>
  attackLoop(ctx, () => ({
    ...(KHAN_BERIMOND[String(ctx.settings.targets)] ?? KHAN_BERIMOND.both!),
    events: { khan: 'khan', berimond: 'berimond' },
    minLevel: 1,
    ...common(ctx.settings),
    maxPerDay: Number.POSITIVE_INFINITY,
    skip: 'none',
  }));
