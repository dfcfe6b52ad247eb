/** Bot changes the screens share: each goes through the Eden client, toasts its outcome and refreshes the list. */
import { api, unwrap } from '../../lib/api';
import { createOnce, mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import { errorMessage, toast } from '../toasts/store';
import { toPayloadSettings, type FormValues } from './form';
import type { Template } from '../../lib/data';

export async function runBotAction(botId: string, action: 'start' | 'stop'): Promise<boolean> {
  try {
    await mutation(() => unwrap(api.api.bots({ id: botId }).actions.post({ action })));
    toast.success('Bot action executed');
    return true;
  } catch (err) {
    toast.error(errorMessage(err, 'Bot action failed'));
    return false;
  } finally {
    await invalidate('bots');
  }
}

/** Creates the bot; false (after an error toast) when the API refused. */
export async function createBot(template: Template, accountId: string, values: FormValues, { flash = false } = {}): Promise<boolean> {
  const secrets = Object.fromEntries(Object.entries(values.secrets).filter(([, v]) => v !== ''));
  try {
    await createOnce(() =>
      unwrap(api.api.bots.post({ templateId: template.id, accountId: accountId.trim(), settings: toPayloadSettings(template, values.settings), secrets })),
    );
    if (flash) toast.afterNavigation('success', 'Bot created');
    else toast.success('Bot created');
    await invalidate('bots');
    return true;
  } catch (err) {
    toast.error(errorMessage(err, 'Failed to create bot'));
    return false;
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
export async function deleteBot(botId: string): Promise<boolean> {
  try {
    await mutation(() => unwrap(api.api.bots({ id: botId }).delete()));
    toast.success('Bot deleted');
    return true;
  } catch (err) {
    toast.error(errorMessage(err, 'Failed to delete bot'));
    return false;
  } finally {
    await invalidate('bots');
  }
}
