/**
 * The bot templates on offer, modelled on what players of the game really automate (game-notes.md).
 * Each id has a behaviour in runtime/behaviours that does what the description promises.
 */
import type { BotTemplate, TemplateInput } from './types';

const KINGDOMS = [
  { value: 'green', label: 'Great Empire (green)' },
  { value: 'sands', label: 'Burning Sands' },
  { value: 'ice', label: 'Everwinter Glacier' },
  { value: 'fire', label: 'Fire Peaks' },
];

const SKIPS = [
  { value: 'none', label: 'No time skips' },
  { value: 'm1', label: '1-minute skips' },
  { value: 'm5', label: '5-minute skips' },
  { value: 'm30', label: '30-minute skips' },
];

/** Human-like pacing, shared by every template: players ask for these to avoid bans. */
const PACING: TemplateInput[] = [
  { key: 'minDelaySeconds', label: 'Min delay between actions (s)', type: 'number', min: 1, max: 600, integer: true, helperText: 'Each action waits a random time between min and max.' },
  { key: 'maxDelaySeconds', label: 'Max delay between actions (s)', type: 'number', min: 1, max: 1800, integer: true },
  { key: 'breakEveryMinutes', label: 'Take a break every (min)', type: 'number', min: 0, max: 600, integer: true, helperText: '0 = no breaks. The interval varies by ±25 %.' },
  { key: 'breakMinutes', label: 'Break length (min)', type: 'number', min: 1, max: 240, integer: true },
  { key: 'activeHours', label: 'Active hours (UTC)', type: 'text', pattern: '^([01]\\d|2[0-4])-([01]\\d|2[0-4])$', maxLength: 5, helperText: 'For example 07-23. Outside these hours the bot rests; the game session logs out once every bot on the account rests. 00-24 = always.' },
];

const PACING_DEFAULTS = { minDelaySeconds: 4, maxDelaySeconds: 12, breakEveryMinutes: 45, breakMinutes: 5, activeHours: '00-24' };

export const TEMPLATES: BotTemplate[] = [
  {
    id: 'baron-farmer',
    label: 'Robber Baron Farmer',
    description:
      'Attacks robber baron camps in the chosen kingdom within your level range, sends the army again as soon as it is home, and brings the loot back to your castle. Optional time skips speed up the return.',
    category: 'Combat',
    defaults: { kingdom: 'green', minLevel: 1, maxLevel: 20, troopsPerAttack: 60, keepAtHome: 0, maxAttacksPerDay: 150, useSkips: 'none', ...PACING_DEFAULTS },
    inputs: [
      { key: 'kingdom', label: 'Kingdom', type: 'select', options: KINGDOMS },
      { key: 'minLevel', label: 'Lowest baron level', type: 'number', min: 1, max: 80, integer: true },
      { key: 'maxLevel', label: 'Highest baron level', type: 'number', min: 1, max: 80, integer: true },
      { key: 'troopsPerAttack', label: 'Soldiers per attack', type: 'number', min: 1, max: 5000, integer: true, helperText: 'Targets that need more soldiers are skipped.' },
      { key: 'keepAtHome', label: 'Soldiers to keep at home', type: 'number', min: 0, max: 100000, integer: true, helperText: 'No bot on this game account sends these away: your castle keeps its defence.' },
      { key: 'maxAttacksPerDay', label: 'Daily attack limit', type: 'number', min: 1, max: 1000, integer: true, helperText: 'A daily cap keeps the pattern human.' },
      { key: 'useSkips', label: 'Time skips on returns', type: 'select', options: SKIPS },
      ...PACING,
    ],
  },
  {
    id: 'resource-keeper',
    label: 'Resource Collector & Feasts',
    description:
      'Keeps your economy running: collects taxes on schedule, holds feasts when food is plentiful, recruits soldiers from spare coins and reports what it gathered.',
    category: 'Economy',
    defaults: { collectEveryMinutes: 30, feastLevel: '1', feastWhenFoodAbove: 4000, recruitWhenCoinsAbove: 3000, recruitAmount: 20, ...PACING_DEFAULTS },
    inputs: [
      { key: 'collectEveryMinutes', label: 'Collect taxes every (game min)', type: 'number', min: 5, max: 720, integer: true },
      {
        key: 'feastLevel',
        label: 'Feast',
        type: 'select',
        options: [
          { value: '0', label: 'No feasts' },
          { value: '1', label: 'Small feast (+10 % production)' },
          { value: '2', label: 'Great feast (+20 %)' },
          { value: '3', label: 'Royal feast (+30 %)' },
        ],
      },
      { key: 'feastWhenFoodAbove', label: 'Hold a feast when food is above', type: 'number', min: 0, max: 1_000_000, integer: true },
      { key: 'recruitWhenCoinsAbove', label: 'Recruit when coins are above', type: 'number', min: 0, max: 10_000_000, integer: true, helperText: '0 = never recruit.' },
      { key: 'recruitAmount', label: 'Soldiers per recruitment', type: 'number', min: 1, max: 1000, integer: true },
      ...PACING,
    ],
  },
  {
    id: 'storm-sea-forts',
    label: 'Storm Islands Sea Forts',
    description:
      'During the Storm Islands event, attacks sea forts up to the chosen level for mead and ranking points, waiting out each fort’s cooldown and using time skips if you allow them.',
    category: 'Events',
    defaults: { maxLevel: 30, troopsPerAttack: 120, keepAtHome: 0, useSkips: 'm5', ...PACING_DEFAULTS },
    inputs: [
      { key: 'maxLevel', label: 'Highest sea fort level', type: 'number', min: 1, max: 80, integer: true },
      { key: 'troopsPerAttack', label: 'Soldiers per attack', type: 'number', min: 1, max: 5000, integer: true },
      { key: 'keepAtHome', label: 'Soldiers to keep at home', type: 'number', min: 0, max: 100000, integer: true, helperText: 'No bot on this game account sends these away: your castle keeps its defence.' },
      { key: 'useSkips', label: 'Time skips on returns', type: 'select', options: SKIPS },
      ...PACING,
    ],
  },
  {
    id: 'khan-berimond',
    label: 'Khan Camps & Berimond',
    description:
      'Works through Khan camps, Berimond targets or both during their events: picks the weakest ready target you can beat, attacks, and collects the returning loot.',
    category: 'Events',
    defaults: { targets: 'both', maxLevel: 40, troopsPerAttack: 150, keepAtHome: 0, ...PACING_DEFAULTS },
    inputs: [
      {
        key: 'targets',
        label: 'Targets',
        type: 'select',
        options: [
          { value: 'khan', label: 'Khan camps' },
          { value: 'berimond', label: 'Berimond' },
          { value: 'both', label: 'Both' },
        ],
      },
      { key: 'maxLevel', label: 'Highest target level', type: 'number', min: 1, max: 80, integer: true },
      { key: 'troopsPerAttack', label: 'Soldiers per attack', type: 'number', min: 1, max: 5000, integer: true },
      { key: 'keepAtHome', label: 'Soldiers to keep at home', type: 'number', min: 0, max: 100000, integer: true, helperText: 'No bot on this game account sends these away: your castle keeps its defence.' },
      ...PACING,
    ],
  },
  {
    id: 'attack-guard',
    label: 'Incoming Attack Guard',
    description:
      'Watches your castles around the clock and tells you the moment an attack is launched at you: who attacks, which castle, with how many soldiers and when it lands. Optionally alerts a Discord channel.',
    category: 'Safety',
    defaults: { checkEverySeconds: 60, minAttackers: 1, activeHours: '00-24' },
    inputs: [
      { key: 'checkEverySeconds', label: 'Check every (s)', type: 'number', min: 10, max: 3600, integer: true, helperText: 'Pushed alerts arrive at once; this is the fallback poll.' },
      { key: 'minAttackers', label: 'Ignore attacks smaller than (soldiers)', type: 'number', min: 1, max: 100_000, integer: true },
      { key: 'activeHours', label: 'Active hours (UTC)', type: 'text', pattern: '^([01]\\d|2[0-4])-([01]\\d|2[0-4])$', maxLength: 5, helperText: '00-24 = always.' },
    ],
    secrets: [
      {
        key: 'discordWebhookUrl',
        label: 'Discord webhook URL (optional)',
        helperText: 'Alerts are also posted to this Discord channel. Stored encrypted.',
        pattern: '^$|^https://(discord\\.com|discordapp\\.com)/api/webhooks/\\d+/[\\w-]+$',
      },
    ],
  },
];

export function findTemplate(id: string): BotTemplate | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
