/** Event Shops: packages bought in the nomad or samurai shop with the event's currency (runtime/behaviours/event-shops.ts). */
import { EVENT_SHOPS, type EventShop } from '../../game-wire/shops';
import { eventShopsMessages } from '../help-events.messages';
import { PACING_DEFAULTS, playsDuringEvent } from '../parts';
import { defineTemplate } from '../unit';

/** The shops' words by shop: a shop added to EVENT_SHOPS needs its own here. */
const SHOP_WORDS: Record<EventShop, { label: 'nomadShop' | 'samuraiShop'; help: 'nomadShopHelp' | 'samuraiShopHelp' }> = {
  nomad: { label: 'nomadShop', help: 'nomadShopHelp' },
  samurai: { label: 'samuraiShop', help: 'samuraiShopHelp' },
};
const SHOPS = Object.keys(EVENT_SHOPS) as EventShop[];

export const eventShops = defineTemplate({
  id: 'event-shops',
  plan: 'plus',
  ...playsDuringEvent('eventShops'),
  defaults: { shop: 'nomad', packages: '', ...PACING_DEFAULTS },
  inputs: ({ events: e }, p) => [
    {
      key: 'shop',
      label: e.shop,
      type: 'select',
      options: SHOPS.map((value) => ({ value, label: e[SHOP_WORDS[value].label] })),
      helperText: SHOPS.map((value) => e[SHOP_WORDS[value].help]).join(' '),
    },
    {
      key: 'packages',
      label: e.packages,
      type: 'text',
      maxLength: 200,
      pattern: '^$|^\\d{1,6}( ?x ?\\d{1,4})?(, ?\\d{1,6}( ?x ?\\d{1,4})?)*$',
      helperText: e.packagesHelp,
    },
    ...p.pacing,
  ],
  help: {
    words: eventShopsMessages,
    what: ['what', 'common.eventWait'],
    settings: ['shop', 'packages'],
  },
});
