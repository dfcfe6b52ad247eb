/** What the admin's user detail can do: stop one of the user's bots, change their plan with a reason. */
import type { PlanTier } from '@shared/plans';
import { api, unwrap } from '../../lib/api';
import { createOnce, mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';

const refreshPanel = () => invalidate('admin:stats', 'admin:bots', 'admin:audit');

export async function stopUserBot(userId: string, botId: string): Promise<void> {
  await mutation(() => unwrap(api.api.admin.users({ id: userId }).bots({ botId }).stop.post()));
  await refreshPanel();
}

/** Never retried on its own: each call writes an audit entry. Answers the user as they are now. */
export async function changeUserPlan(userId: string, plan: PlanTier, reason: string) {
  const user = await createOnce(() => unwrap(api.api.admin.users({ id: userId }).plan.post({ plan, reason })));
  await refreshPanel();
  return user;
}
