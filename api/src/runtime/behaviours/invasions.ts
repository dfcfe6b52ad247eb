/**
 * The invasion events: Nomads and the Khan (event 72), Samurai and the Daimyo (80), Foreign invaders and
 * Bloodcrows (71, 103) and the Berimond invasion (85). Each is the attack loop on its event's camps in the
 * Great Empire, sent from the main castle, as every public bot plays them (docs/event-sources.md items 3
 * and 4: merzaklazaref-hub/new-gge-bot attackNomads.js, attackKhan.js, attackSamurai.js, attackDaimyo.js,
 * attackForeign.js, attackBloodcrows.js, attackBerimondInvasion.js; area types from EmpireCore
 * enums/map.py:90-105).
 *
 * Only the alien camps' map rows carry a level. For the others the waves are sized for the highest level
 * (the game caps each wave by the target's level, so the caps of level 70 never send less than a camp
 * takes); "Soldiers per attack" is what bounds them.
 */
import { AREA_TYPE, EVENT_ID } from '@shared/game-wire/ids';
import { attackLoop, skipOf, type AttackPlan } from '../actions/attack-loop';
import { upkeepOf } from '../actions/upkeep';
import type { BehaviourFactory } from '../actions/context';

/** The wave caps' level for camps whose rows give none. */
const UNKNOWN_LEVEL = 70;

type Invasion = Pick<AttackPlan, 'label' | 'event'> & {
  /** The area types by the player's "targets" choice; `all` when the template has no choice. */
  areaTypes: Record<string, number[]>;
};

const INVASIONS = {
  nomad: {
    label: 'Nomad camp',
    event: { ids: [EVENT_ID.ALLIANCE_NOMAD_INVASION], name: 'Nomad invasion' },
    areaTypes: { camps: [AREA_TYPE.NOMAD_CAMP], khan: [AREA_TYPE.KHAN_CAMP], both: [AREA_TYPE.NOMAD_CAMP, AREA_TYPE.KHAN_CAMP] },
  },
  samurai: {
    label: 'Samurai camp',
    event: { ids: [EVENT_ID.SAMURAI_INVASION], name: 'Samurai invasion' },
    areaTypes: {
      camps: [AREA_TYPE.SAMURAI_CAMP],
      daimyo: [AREA_TYPE.DAIMYO_CASTLE, AREA_TYPE.DAIMYO_TOWNSHIP],
      both: [AREA_TYPE.SAMURAI_CAMP, AREA_TYPE.DAIMYO_CASTLE, AREA_TYPE.DAIMYO_TOWNSHIP],
    },
  },
  foreign: {
    label: 'foreign castle',
    event: { ids: [EVENT_ID.ALLIANCE_ALIEN_INVASION, EVENT_ID.RED_ALLIANCE_ALIEN_INVASION], name: 'Foreign Invasion or Bloodcrow invasion' },
    areaTypes: { all: [AREA_TYPE.ALIEN_CAMP, AREA_TYPE.RED_ALIEN_CAMP] },
  },
  berimondInvasion: {
    label: 'Berimond invasion camp',
    event: { ids: [EVENT_ID.FACTION_INVASION], name: 'Berimond invasion' },
    areaTypes: { all: [AREA_TYPE.FACTION_INVASION_CAMP] },
  },
} satisfies Record<string, Invasion>;

/** The names a target is logged by, per area type (the label covers the template's first kind). */
const LABELS: Partial<Record<number, string>> = {
  [AREA_TYPE.KHAN_CAMP]: 'Khan camp',
  [AREA_TYPE.DAIMYO_CASTLE]: 'Daimyo castle',
  [AREA_TYPE.DAIMYO_TOWNSHIP]: 'Daimyo township',
  [AREA_TYPE.RED_ALIEN_CAMP]: 'Bloodcrow castle',
};

/** The invasion templates; the settings they differ in (targets, levels) are read where the template has them. */
type InvasionTemplate = 'nomad-invasion' | 'samurai-invasion' | 'foreign-invasion' | 'berimond-invasion';

function invasion(which: keyof typeof INVASIONS): BehaviourFactory<InvasionTemplate> {
  const spec: Invasion = INVASIONS[which];
  return (ctx) =>
    attackLoop(ctx, () => {
      const s = ctx.settings;
      const choice = 'targets' in s ? s.targets : 'all';
      const areaTypes = spec.areaTypes[choice] ?? spec.areaTypes.both ?? spec.areaTypes.all!;
      return {
        label: spec.label,
        labels: LABELS,
        areaTypes,
        kingdom: 'green',
        event: spec.event,
        minLevel: 'minLevel' in s ? s.minLevel : 1,
        maxLevel: 'maxLevel' in s ? s.maxLevel : UNKNOWN_LEVEL,
        unlevelled: which !== 'foreign',
        troops: s.troopsPerAttack,
        keepAtHome: Math.max(0, s.keepAtHome),
        maxPerDay: s.maxAttacksPerDay,
        skip: skipOf(s.useSkips),
        upkeep: upkeepOf(s),
      };
    });
}

export const nomadInvasion = invasion('nomad');
export const samuraiInvasion = invasion('samurai');
export const foreignInvasion = invasion('foreign');
export const berimondInvasion = invasion('berimondInvasion');
