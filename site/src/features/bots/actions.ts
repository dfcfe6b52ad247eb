/** Bot changes the screens share: each goes through the Eden client, toasts its outcome and refreshes the list. */
import { api, unwrap } from '../../lib/api';
import { createOnce, mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import { errorMessage, toast } from '../toasts/store';
import { runToasted } from '../toasts/toasted-run';
import { toPayloadSettings, type FormValues } from './form';
import type { Template } from '../../lib/data';
import { messagesNow } from '../../lib/i18n';
import { botActionMessages } from './actions.messages';

/** The toasts in the page's language. */
const said = () => messagesNow(botActionMessages);

/**
 * One change to the bots: `work` toasts its own success; a failure is toasted with the API's reason (or
 * `failed`). The list is read again either way. True when the change went through.
 */
async function changeBots(work: () => Promise<void>, failed: () => string): Promise<boolean> {
  try {
    return await runToasted(work, failed());
  } finally {
    await invalidate('bots');
  }
}

/** Starts or stops one bot; the toast says the spec's words, and under them what the bot now does. */
export function runBotAction(bot: { id: string; name: string }, action: 'start' | 'stop'): Promise<boolean> {
  return changeBots(
    async () => {
      await mutation(() => unwrap(api.api.bots({ id: bot.id }).actions.post({ action })));
      const m = said();
      toast.success(m.actionDone, (action === 'start' ? m.startingDetail : m.stoppingDetail)({ name: bot.name }));
    },
    () => said().actionFailed,
  );
}

/**
 * Starts or stops all the player's bots, or one game account's; the toast says how many, and names the
 * ones refused (plan, slots, daily limit) with the reason.
 */
export async function runAllBots(action: 'start' | 'stop', accountId?: string): Promise<void> {
  await changeBots(
    async () => {
      const { results } = await mutation(() => unwrap(api.api.bots.actions.post({ action, ...(accountId ? { accountId } : {}) })));
      const done = results.filter((r) => r.outcome === 'done').length;
      const refused = results.filter((r) => r.outcome === 'refused');
      const m = said();
      if (done || !refused.length)
        toast.success(done ? (action === 'start' ? m.starting : m.stopping)(done) : action === 'start' ? m.allRunning : m.allStopped);
      for (const r of refused) toast.error(`${r.name}: ${r.message}`);
    },
    () => (action === 'start' ? said().startFailed : said().stopFailed),
  );
}

/** A stopped copy of the bot (settings and secrets included); false (after an error toast) when refused. */
export function duplicateBot(botId: string): Promise<boolean> {
  return changeBots(
    async () => {
      const copy = await createOnce(() => unwrap(api.api.bots({ id: botId }).duplicate.post()));
      toast.success(said().duplicated({ name: copy.name }));
    },
    () => said().duplicateFailed,
  );
}

/** Creates the bot; its id when the API took it, else null (an error toast said why). */
export async function createBot(template: Template, accountId: string, values: FormValues, { flash = false } = {}): Promise<string | null> {
  const secrets = Object.fromEntries(Object.entries(values.secrets).filter(([, v]) => v !== ''));
  try {
    const created = await createOnce(() =>
      unwrap(api.api.bots.post({ templateId: template.id, accountId: accountId.trim(), settings: toPayloadSettings(template, values.settings), secrets })),
    );
    if (flash) toast.afterNavigation('success', said().created);
    else toast.success(said().created);
    await invalidate('bots');
    return created.id;
  } catch (err) {
    toast.error(errorMessage(err, said().createFailed));
    return null;
  }
}

/** What the settings editor sends: a secret "" keeps it, null removes it. */
export type BotChanges = { name?: string; settings?: Record<string, string | number>; secrets?: Record<string, string | null> };

/** Saves a bot's name, settings or secrets; throws ApiError with the API's message (422 names the setting). */
export async function updateBot(botId: string, changes: BotChanges): Promise<void> {
  await mutation(() => unwrap(api.api.bots({ id: botId }).patch(changes)));
  await invalidate('bots');
}

/** Deletes a bot (it stops first); true when done, else an error toast said why. */
export function deleteBot(botId: string): Promise<boolean> {
  return changeBots(
    async () => {
      await mutation(() => unwrap(api.api.bots({ id: botId }).delete()));
      toast.success(said().deleted);
    },
    () => said().deleteFailed,
  );
}
