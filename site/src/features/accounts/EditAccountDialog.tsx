/**
 * Edits a game account's connection: its outbound proxy and how long its bots step aside when the
 * player logs in. The API checks the values; its message is shown under the field it is about.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { YIELD_MINUTES } from '@shared/game';
import { Dialog } from '../../components/ui/Dialog';
import { ApiError } from '../../lib/api';
import type { GameAccount } from '../../lib/data';
import { errorMessage, toast } from '../toasts/store';
import { updateAccount } from './actions';
import { accountTitle } from './display';
import { accountChanges, editFormFor, fieldOfError, type EditAccountForm } from './edit-form';

type Props = { account: GameAccount | null; onClose: () => void };
type FieldError = { field: keyof EditAccountForm; message: string } | null;

export function EditAccountDialog({ account, onClose }: Props) {
  return (
    <Dialog open={account !== null} onClose={onClose} title={account ? `Edit ${accountTitle(account)}` : 'Edit account'}>
      {/* Keyed by account: each opening starts from that account's saved values. */}
      {account && <EditAccountFields key={account.id} account={account} onClose={onClose} />}
    </Dialog>
  );
}

function EditAccountFields({ account, onClose }: { account: GameAccount; onClose: () => void }) {
  const id = useId();
  const [form, setForm] = useState<EditAccountForm>(() => editFormFor(account));
  const [error, setError] = useState<FieldError>(null);
  const [busy, setBusy] = useState(false);
  const proxyRef = useRef<HTMLInputElement>(null);
  const yieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (error) (error.field === 'proxy' ? proxyRef : yieldRef).current?.focus();
  }, [error]);

  function update<K extends keyof EditAccountForm>(key: K, value: string) {
    setForm((f) => ({ ...f, [key]: value }));
    if (error?.field === key) setError(null);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const changes = accountChanges(account, form);
    if (Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    try {
      await updateAccount(account.id, changes);
      toast.success('Account updated');
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setError({ field: fieldOfError(changes), message: err.message });
      else {
        toast.error(errorMessage(err, 'Failed to update account'));
        onClose();
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string) => `${id}-${name}`;
  const errorFor = (name: keyof EditAccountForm) => (error?.field === name ? error.message : null);
  return (
    <form onSubmit={submit} noValidate className="accounts-edit-form">
      <div className="field">
        <label htmlFor={field('proxy')}>Proxy (optional)</label>
        <input
          ref={proxyRef}
          id={field('proxy')}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="socks5://user:password@host:1080"
          value={form.proxy}
          onChange={(e) => update('proxy', e.target.value)}
          aria-invalid={Boolean(errorFor('proxy'))}
          aria-describedby={[errorFor('proxy') && field('proxy-error'), field('proxy-hint')].filter(Boolean).join(' ')}
        />
        {errorFor('proxy') && (
          <p id={field('proxy-error')} className="field-error" role="alert">
            {errorFor('proxy')}
          </p>
        )}
        <p id={field('proxy-hint')} className="hint">
          HTTP or SOCKS5, for this account's game connection only. Leave empty to connect directly.
          {account.proxy_has_login && ' The saved user name and password are not shown: they stay as long as you leave this field as it is.'}
        </p>
      </div>
      <div className="field">
        <label htmlFor={field('yield')}>Step aside when you play (minutes)</label>
        <input
          ref={yieldRef}
          id={field('yield')}
          className="accounts-minutes"
          type="number"
          inputMode="numeric"
          min={YIELD_MINUTES.min}
          max={YIELD_MINUTES.max}
          step={1}
          value={form.yieldMinutes}
          onChange={(e) => update('yieldMinutes', e.target.value)}
          aria-invalid={Boolean(errorFor('yieldMinutes'))}
          aria-describedby={[errorFor('yieldMinutes') && field('yield-error'), field('yield-hint')].filter(Boolean).join(' ')}
        />
        {errorFor('yieldMinutes') && (
          <p id={field('yield-error')} className="field-error" role="alert">
            {errorFor('yieldMinutes')}
          </p>
        )}
        <p id={field('yield-hint')} className="hint">
          When you log into the game yourself, the bots on this account pause this long ({YIELD_MINUTES.min}–{YIELD_MINUTES.max}, default {YIELD_MINUTES.default}).
        </p>
      </div>
      <p className="notice accounts-edit-note">Changes apply when a bot on this account next starts; running bots keep the old setting until you stop and start them.</p>
      <div className="row accounts-dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus mid-request. */}
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {busy ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
