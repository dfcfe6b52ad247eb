import { defineMessages } from '../i18n/messages';

/** The words of the articles on the templates that play the game's events (units/<id>.ts name them). */
export const nomadInvasionMessages = defineMessages('help/nomad-invasion', {
  title: 'Nomad Invasion & Khan',
  summary:
    'During the Nomad Invasion, attacks the nomad camps and the Khan camps near your main castle, nearest ready camp first, and counts the loot that comes home.',
  targets: 'Targets: nomad camps, Khan camps, or both.',
});

export const samuraiInvasionMessages = defineMessages('help/samurai-invasion', {
  title: 'Samurai Invasion & Daimyo',
  summary: 'During the Samurai Invasion, attacks the samurai camps and the Daimyo’s townships and castle near your main castle, nearest ready target first.',
  targets: 'Targets: samurai camps, the Daimyo, or both.',
});

export const foreignInvasionMessages = defineMessages('help/foreign-invasion', {
  title: 'Foreign Invasion & Bloodcrows',
  summary:
    'During the Foreign Invasion or the Bloodcrow invasion, attacks the foreign and Bloodcrow castles near your main castle within your level range. A castle resting in peace mode is left alone until the map shows it open again.',
  targets: 'Lowest and highest camp level.',
});

export const berimondInvasionMessages = defineMessages('help/berimond-invasion', {
  title: 'Berimond Invasion',
  summary:
    'During the Berimond invasion, attacks the invading faction’s camps near your main castle, nearest ready camp first, and counts the loot that comes home.',
});

export const berimondKingdomMessages = defineMessages('help/berimond-kingdom', {
  title: 'Berimond Kingdom',
  summary: 'While the Battle for Berimond runs: opens Berimond with a camp, builds the camp up and attacks Berimond’s watchtowers.',
  what: 'While the Battle for Berimond runs: opens Berimond with a camp there if you wish, brings soldiers from your main castle, unlocks the camp’s plots, places and upgrades its small tents, and attacks Berimond’s watchtowers from the camp. No time skips or rubies are spent.',
  open: 'Open Berimond when the event starts: once your main castle holds 9,000 wood and stone, as public bots wait for (or open it yourself).',
  bring: 'Soldiers to bring from your main castle: when the camp lacks soldiers, up to this many (the soldiers the main castle keeps at home stay). 0 = never.',
  attacks: 'Highest watchtower level, soldiers per attack, and soldiers to keep in the camp.',
  plots: 'Unlock the camp’s plots: the camp’s ten plots, in the order public bots unlock them, as the camp’s resources pay for them.',
  tents: 'Small tents to have in the camp, and upgrade the small tents up to level: one at a time, lowest tent first. 0 = none.',
});

export const eventShopsMessages = defineMessages('help/event-shops', {
  title: 'Event Shops',
  summary: 'Spends an invasion’s currency in its shop on the packages you list, in your order.',
  what: 'Spends an invasion’s currency in its shop (khan tablets in the Nomad shop, samurai tokens in the Samurai shop) on the packages you list, in your order, one at a time, as the currency allows.',
  shop: 'Shop: the Nomad shop or the Samurai shop.',
  packages:
    'Packages to buy, in order: package ids from the shop, each with how many to buy, for example “3215 x2, 3214”. Empty = the packages public bots buy there, one of each. The count starts again when the bot restarts; the shop’s own limit always applies.',
});

export const tempServersMessages = defineMessages('help/temp-servers', {
  title: 'Outer Realms & Beyond the Horizon',
  summary: 'While a temporary server is open, plays your castle there: taxes and robber barons, then leaves when it closes.',
  what: 'While the chosen temporary server is open, enters it with the game’s own login token (your password is not sent there), collects its taxes and attacks its robber barons from your castle there, then leaves when it closes.',
  castle: 'Choose your castle there in the game first.',
  server: 'Temporary server: Outer Realms or Beyond the Horizon.',
  taxes: 'Collect taxes there: yes or no.',
  levels: 'Lowest and highest baron level.',
});

export const questsMessages = defineMessages('help/quests', {
  title: 'Quests',
  summary: 'Finishes what a bot can finish of your open quests, and lists the rest in the console.',
  what: 'Donates the resources and coins a quest asks for from your main castle while it keeps your reserve, and reports the Generals’ inn and overview visits of the generals introduction.',
  what2:
    'Quests the game counts from your play (battles, buildings, taxes…) are listed in the console as left to you and your other bots; each quest the game finishes is reported.',
  keep: 'Keep at least (of each resource, and coins): a donation is sent only when the castle still holds this much of that resource afterwards. Charcoal, olive oil, glass and iron ore donations are left to you.',
  medals: 'Donate khan medals and samurai tokens: some event quests ask for them; they also buy packages in the event shops.',
  visits: 'Report the generals introduction’s visits: tells the game you saw the Generals’ inn or overview, as the game’s own screen does when you open it.',
});
