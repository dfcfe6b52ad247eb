import { defineMessages, params } from '../i18n/messages';

/**
 * The words every template's help article shares: its headings, the plan line, pacing, and the army
 * settings many templates have. A unit's help names them as `common.<key>` (unit.ts); the help centre
 * (site/src/features/help/template-articles.ts) writes the articles.
 */
export const templateHelpWords = defineMessages('help/template-common', {
  whatHeading: 'What it does',
  settingsHeading: 'Settings',
  everyPlan: params('Included in every plan, {plan} too.'),
  fromPlan: params('Included from the {plan} plan up.'),
  pacingHeading: 'Pacing',
  pacingDelay: 'Min and max delay between actions: each action waits a random time between the two, as a person would.',
  pacingBreaks: 'Take a break every (min) and break length: regular pauses; the interval varies by ±25 %. 0 = no breaks.',
  pacingSchedule:
    'When it plays: the Schedule section on the bot’s page sets weekly windows in your own time zone (several a day), “run during its event” for event templates, and “run now for N hours”.',
  troops: 'Soldiers per attack: at most this many go per attack; the game caps each wave by the target’s level, so a low target takes fewer.',
  keep: 'Soldiers to keep at home: no bot on this game account sends these away, so your castle keeps its defense.',
  daily: 'Daily attack limit: a cap that keeps the pattern human.',
  margin:
    'Win margin: each attack is sized from the camp’s own defenders, as the game’s attack screen shows them, and goes only when it wins by this much (20 % by default). A camp it cannot beat is skipped, and the console says what it would take.',
  upkeep:
    'Heal the wounded, Coins for upkeep (%) and Army to keep up: between attacks the bot heals the wounded in the military hospital and recruits the spearmen the losses took, each round spending at most this share of your coins and never recruiting past what the castle’s food keeps (its food production less its food consumption). The console says what each round spent and its budget. The army kept up counts the soldiers at home, out, coming and wounded (0: as many as when the bot started).',
  skips:
    'Time skips on cooldowns (none, 1-, 5- or 30-minute time skips): when every target in range is cooling down, one time skip shortens the nearest one’s cooldown.',
  eventWait: 'It plays only while the event runs in the game, and says in its console when it waits for the next one.',
});
