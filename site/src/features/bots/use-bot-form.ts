/**
 * The create-bot form's state and behaviour, shared by the dashboard dialog and /bots/create: the
 * template (choosing one resets settings and secrets), the game account, the values, and sending them.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { accountsQuery, templatesQuery } from '../../lib/data';
import { createBot } from './actions';
import { resetFor, type FormValues } from './form';

/** `accountId`: the game account chosen already (a link from the account just added). */
export function useBotForm({ accountId: chosenAccount = '' }: { accountId?: string } = {}) {
  const templates = useStore(templatesQuery.store);
  const accounts = useStore(accountsQuery.store);
  const [templateId, setTemplateId] = useState('');
  const [accountId, setAccountId] = useState(chosenAccount);
  const [values, setValues] = useState<FormValues>(resetFor(undefined));
  const [busy, setBusy] = useState(false);
  const template = templates.data?.find((t) => t.id === templateId);

  return {
    templates,
    accounts,
    template,
    templateId,
    accountId,
    values,
    busy,
    setAccountId,
    setValues,
    chooseTemplate(id: string) {
      setTemplateId(id);
      setValues(resetFor(templates.data?.find((t) => t.id === id)));
    },
    /** Creates the bot; its id when the API took it, else null (an error toast said why). */
    async submit(options: { flash?: boolean } = {}): Promise<string | null> {
      if (!template || busy) return null;
      setBusy(true);
      const created = await createBot(template, accountId, values, options);
      setBusy(false);
      return created;
    },
  };
}
