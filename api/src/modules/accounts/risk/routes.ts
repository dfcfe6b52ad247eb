/** GET /api/accounts/:id/risk and PUT /api/accounts/:id/budget: an account's ban-risk meter and its daily budget. */
import { Elysia, t } from 'elysia';
import { BUDGET_BOUNDS, type BudgetFigure } from '@shared/risk';
import { ErrorBody } from '../../../lib/http';
import { fixedText } from '../../../lib/error-language';
import { authPlugin } from '../../auth/plugin';
import type { AuthService } from '../../auth/service';
import { AccountParams } from '../schemas';
import type { AccountService } from '../service';
import { accountErrors } from '../errors.messages';
import { riskOfAccount } from './service';
import { prose } from '../../../lib/prose';

const LineMessage = t.Object(
  { key: t.String(), params: t.Optional(t.Record(t.String(), t.Unknown())) },
  { description: 'The words as a message, for a reader in another language' },
);
const Level = t.Union([t.Literal('low'), t.Literal('raised'), t.Literal('high')]);
const nullableCount = (description: string) => t.Nullable(t.Integer({ minimum: 0, description }));

export const Budget = t.Object(
  { attacks: nullableCount('Attacks a day'), mapTiles: nullableCount('Map tiles read a day'), onlineHours: nullableCount('Hours online a day') },
  { description: "The player's daily caps; null: none" },
);

export const AccountRiskBody = t.Object({
  day: t.String({ description: 'The UTC day counted', examples: ['2026-11-26'] }),
  figures: t.Object(
    {
      logins: t.Integer({ minimum: 0 }),
      attacks: t.Integer({ minimum: 0 }),
      mapTiles: t.Integer({ minimum: 0 }),
      onlineMinutes: t.Integer({ minimum: 0 }),
      peakApm: t.Integer({ minimum: 0 }),
    },
    { description: 'Logins, attacks, map tiles read, minutes online and commands in the busiest minute, today' },
  ),
  level: Level,
  reasons: t.Array(t.Object({ text: t.String(), message: LineMessage, level: t.Union([t.Literal('raised'), t.Literal('high')]) }), {
    description: 'Each figure at or past what a person does, worst first',
  }),
  budget: Budget,
  reached: t.Array(t.Union([t.Literal('attacks'), t.Literal('mapTiles'), t.Literal('onlineHours')]), {
    description: "Caps reached today: the account's bots wait for the next UTC day or a higher cap",
  }),
});

const capField = (figure: BudgetFigure) => {
  const { min, max } = BUDGET_BOUNDS[figure];
  const error = fixedText(accountErrors, figure === 'attacks' ? 'budgetAttacks' : figure === 'mapTiles' ? 'budgetMapTiles' : 'budgetOnlineHours', { min, max });
  return t.Optional(t.Union([t.Integer({ minimum: min, maximum: max }), t.Null()], { error }));
};
export const SetBudget = t.Object({ attacks: capField('attacks'), mapTiles: capField('mapTiles'), onlineHours: capField('onlineHours') });

type Options = {
  auth: AuthService;
  accounts: AccountService;
  /** The account changed while its bots run: they take the new budget at once. */
  accountChanged?: (accountId: string) => Promise<void>;
};

/** Mounted inside the accounts routes (their prefix /api/accounts applies). */
export const accountRiskRoutes = ({ auth, accounts, accountChanged }: Options) =>
  new Elysia({ tags: ['accounts'] })
    .use(authPlugin(auth))
    .get('/:id/risk', async ({ user, params }) => riskOfAccount(await accounts.get(user.id, params.id)), {
      auth: true,
      params: AccountParams,
      response: { 200: AccountRiskBody, 401: ErrorBody, 404: ErrorBody },
      detail: { summary: "The account's ban-risk meter today: its figures, the level with its reasons, and its daily budget" },
    })
    .put(
      '/:id/budget',
      async ({ user, params, body }) => {
        const account = await accounts.setBudget(user.id, params.id, body);
        await accountChanged?.(account.id);
        return riskOfAccount(account);
      },
      {
        auth: true,
        params: AccountParams,
        body: SetBudget,
        response: { 200: AccountRiskBody, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
        detail: {
          summary: "Set the account's daily budget",
          description: prose(
            'Fields left out stay as they are; null removes a cap.',
            'Every bot of the account pauses before it would pass a cap and waits for the next UTC day or a higher cap.',
          ),
        },
      },
    );
