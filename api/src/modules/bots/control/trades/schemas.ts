import { t } from 'elysia';
import { fixedText } from '../../../../lib/error-language';
import { MARKET_RESOURCES } from '@shared/market';
import { oneOf } from '../../../../lib/one-of';
import { MAX_PAGE } from './service';
import { botErrors } from '../../records';
import { prose } from '../../../../lib/prose';

export const TradesQuery = t.Object({
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: MAX_PAGE, default: 50, error: fixedText(botErrors, 'tradesLimit', { min: 1, max: MAX_PAGE }) })),
  before: t.Optional(t.String({ format: 'date-time', error: '"before" must be a date-time, like the "at" of the last trade of a page.' })),
});

export const TradeView = t.Object({
  id: t.String(),
  at: t.String({ format: 'date-time' }),
  side: oneOf(['sell', 'buy', 'send'], { description: 'sell or buy: a coin trade; send: goods by carriage to another of your castles' }),
  resource: oneOf(MARKET_RESOURCES),
  amount: t.Integer({ minimum: 0 }),
  to: t.Optional(t.String({ description: 'A send’s destination: your castle, by name' })),
  price: t.Nullable(t.Number({ description: 'Coins per 100 units; null when no price was known (no market on the server)' })),
  coins: t.Nullable(t.Number({ description: 'Coins received (sell) or paid (buy); null when nothing was traded' })),
  reason: t.String({ description: 'The rule that asked for it, in English' }),
  because: t.Optional(
    t.Object(
      { key: t.String(), params: t.Optional(t.Record(t.String(), t.Unknown())) },
      { description: 'The reason as a message, for a reader in another language' },
    ),
  ),
  executed: t.Boolean({ description: 'Whether the game carried it out; false: the bot only reported it' }),
  market: oneOf(['ours', 'none', 'carriage'], {
    description: prose(
      'ours: the local game server’s market; none: a server without one (every live server), reported only; carriage: a send',
      'by the Marketplace’s carriages (every server)',
    ),
  }),
});

export const TradesResponse = t.Object({ trades: t.Array(TradeView) });
