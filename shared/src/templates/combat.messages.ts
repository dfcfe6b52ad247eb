/** The attack templates' own words: Robber Baron Farmer, Fortresses and the Strategy Planner (see common.messages.ts). */
import { defineMessages } from '../i18n/messages';

export const combatWords = defineMessages('templates/combat', {
  baronFarmer: 'Robber Baron Farmer',
  baronFarmerText:
    'Attacks robber baron castles in the chosen kingdom within your level range from your castle there, sends the army again as soon as it is home, and brings the loot back. Optional time skips shorten a castle’s cooldown.',
  fortresses: 'Fortresses',
  fortressesText:
    'Attacks the fortresses of the Burning Sands, the Everwinter Glacier or the Fire Peaks from your castle there, nearest ready fortress first, and brings soldiers over from your main castle when that castle runs short. Fortress cooldowns are waited out: no public client skips them.',
  planner: 'Strategy Planner',
  plannerText:
    'Plans the attacks of the next hours on robber baron castles and fortresses from all your castles with soldiers: which camp, how many soldiers and when, for the most loot an hour within your rules (soldiers kept home, the daily limit, pacing). It plans again as armies come home and camps cool down, sends each attack when its time comes, and says in its console why. Its estimates of travel, loot and losses are measured from your own armies as they return.',
  horizonHours: 'Plan ahead (hours)',
  horizonHoursHelp: 'How far ahead each plan looks; it plans again at every step.',
});
