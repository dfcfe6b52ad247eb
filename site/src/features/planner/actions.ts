/** The plan screen's calls: a plan for an account (one login to the game), and "Run this plan": a Strategy Planner bot, created and started. */
import { api, unwrap } from '../../lib/api';
import { createOnce, mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import { botSettings, type PlanRequest } from './form';

export function makePlan(accountId: string, request: PlanRequest) {
  return unwrap(api.api.accounts({ id: accountId }).plan.post(request));
}

export type PlanAnswer = Awaited<ReturnType<typeof makePlan>>;

/**
 * Creates a Strategy Planner bot with the plan's rules and starts it; its id. Throws ApiError with the API's
 * reason (plan, slots). Unnamed, the API names it after its template and account, in the player's language.
 */
export async function runPlan(accountId: string, request: PlanRequest): Promise<string> {
  try {
    const bot = await createOnce(() => unwrap(api.api.bots.post({ templateId: 'strategy-planner', accountId, settings: botSettings(request) })));
    await mutation(() => unwrap(api.api.bots({ id: bot.id }).actions.post({ action: 'start' })));
    return bot.id;
  } finally {
    await invalidate('bots');
  }
}
