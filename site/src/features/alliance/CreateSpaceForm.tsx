/** A new space: its name, the game alliance (server, name, id if known) and the accounts the owner shares. */
import { useId, useState, type FormEvent } from 'react';
import { GAME_ALLIANCE_NAME_MAX, SPACE_NAME_MAX } from '@shared/alliances';
import { DEFAULT_GAME_SERVER, GAME_SERVERS, type GameServer } from '@shared/game';
import { useMessages } from '../../lib/i18n';
import { errorMessage, toast } from '../toasts/store';
import { createSpaceMessages } from './alliance.messages';
import { AccountChoice } from './AccountChoice';
import { createSpace } from './queries';
import { FormError } from '../../components/ui/FormError';

export function CreateSpaceForm({ onCreated }: { onCreated: (id: string) => void }) {
  const id = useId();
  const m = useMessages(createSpaceMessages);
  const [name, setName] = useState('');
  const [server, setServer] = useState<GameServer>(DEFAULT_GAME_SERVER);
  const [alliance, setAlliance] = useState('');
  const [allianceId, setAllianceId] = useState('');
  const [accounts, setAccounts] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ name?: string; alliance?: string; allianceId?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: typeof errors = {};
    if (!name.trim()) found.name = m.nameMissing;
    if (!alliance.trim()) found.alliance = m.allianceMissing;
    if (allianceId && !/^[1-9]\d*$/.test(allianceId)) found.allianceId = m.allianceIdWrong;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const made = await createSpace({
        name: name.trim(),
        server,
        game_alliance_name: alliance.trim(),
        game_alliance_id: allianceId ? Number(allianceId) : null,
        account_ids: accounts,
      });
      toast.success(m.created({ name: made.name }));
      onCreated(made.id);
    } catch (err) {
      setErrors({ form: errorMessage(err, m.failed) });
    }
    setBusy(false);
  }

  const field = (key: 'name' | 'alliance' | 'allianceId') => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.title}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>{m.name}</label>
          <input id={`${id}-name`} value={name} maxLength={SPACE_NAME_MAX} onChange={(e) => setName(e.target.value)} {...field('name')} />
          {errors.name && (
            <p className="field-error" id={`${id}-name-error`} role="alert">
              {errors.name}
            </p>
          )}
        </div>
        <div className="alliance-row">
          <div className="field">
            <label htmlFor={`${id}-server`}>{m.server}</label>
            <select
              id={`${id}-server`}
              value={server}
              onChange={(e) => {
                setServer(e.target.value as GameServer);
                setAccounts([]);
              }}
            >
              {GAME_SERVERS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-alliance`}>{m.alliance}</label>
            <input
              id={`${id}-alliance`}
              value={alliance}
              maxLength={GAME_ALLIANCE_NAME_MAX}
              onChange={(e) => setAlliance(e.target.value)}
              {...field('alliance')}
            />
            {errors.alliance && (
              <p className="field-error" id={`${id}-alliance-error`} role="alert">
                {errors.alliance}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-alliance-id`}>{m.allianceId}</label>
            <input
              id={`${id}-alliance-id`}
              inputMode="numeric"
              value={allianceId}
              onChange={(e) => setAllianceId(e.target.value.trim())}
              {...field('allianceId')}
            />
            {errors.allianceId && (
              <p className="field-error" id={`${id}-allianceId-error`} role="alert">
                {errors.allianceId}
              </p>
            )}
          </div>
        </div>
        <AccountChoice server={server} chosen={accounts} onChange={setAccounts} legend={m.accounts} />
        <FormError message={errors.form} />
        <div>
          <button type="submit" className="button button-primary" aria-disabled={busy}>
            {busy ? m.creating : m.create}
          </button>
        </div>
      </form>
    </section>
  );
}
