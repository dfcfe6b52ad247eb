/** Create a key: a name, what it may do, where it may be used from, and how long it lasts. */
import { API_KEY_NAME_MAX } from '@shared/limits';
import { useId, useState, type SubmitEvent } from 'react';
import { useMessages } from '../../lib/i18n';
import { errorMessage } from '../toasts/store';
import { createKey, type ApiKey } from './actions';
import { keyFormMessages } from './api-keys.messages';
import { EXPIRY_DAYS, emptyKeyForm, expiryChoiceLabel, keyPayload, scopeChoices, type KeyForm } from './form';

export function CreateKeyForm({ onCreated }: { onCreated: (made: { key: string; apiKey: ApiKey }) => void }) {
  const id = useId();
  const t = useMessages(keyFormMessages);
  const [form, setForm] = useState<KeyForm>(emptyKeyForm);
  const [problem, setProblem] = useState<{ field: 'name' | 'ips' | 'form'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  function update<K extends keyof KeyForm>(key: K, value: KeyForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    setProblem(null);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = keyPayload(form, t);
    if ('field' in checked) {
      setProblem(checked);
      document.getElementById(field(checked.field))?.focus();
      return;
    }
    setBusy(true);
    try {
      onCreated(await createKey(checked.payload));
    } catch (err) {
      setProblem({ field: 'form', message: errorMessage(err, t.notCreated) });
      setBusy(false);
    }
  }

  const field = (name: string) => `${id}-${name}`;
  const errorFor = (name: 'name' | 'ips') =>
    problem?.field === name ? (
      <p id={field(`${name}-error`)} className="field-error" role="alert">
        {problem.message}
      </p>
    ) : null;

  return (
    <form className="api-keys-section api-keys-form" onSubmit={submit} noValidate aria-labelledby={field('title')}>
      <h3 id={field('title')}>{t.title}</h3>
      <div className="field">
        <label htmlFor={field('name')}>{t.name}</label>
        <input
          id={field('name')}
          type="text"
          maxLength={API_KEY_NAME_MAX}
          autoComplete="off"
          placeholder={t.namePlaceholder}
          aria-invalid={problem?.field === 'name'}
          aria-describedby={problem?.field === 'name' ? field('name-error') : undefined}
          value={form.name}
          onChange={(e) => update('name', e.target.value)}
        />
        {errorFor('name')}
      </div>
      <fieldset className="api-keys-fieldset">
        <legend>{t.scope}</legend>
        {scopeChoices(t).map((choice) => (
          <label key={choice.value} className="api-keys-choice">
            <input
              type="radio"
              name={field('scope')}
              value={choice.value}
              checked={form.scope === choice.value}
              onChange={() => update('scope', choice.value)}
            />
            <span>
              <span className="api-keys-choice-label">{choice.label}</span>
              <span className="api-keys-choice-hint">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={field('ips')}>{t.addresses}</label>
        <textarea
          id={field('ips')}
          rows={3}
          spellCheck={false}
          autoComplete="off"
          placeholder={'203.0.113.7\n10.0.0.0/8'}
          aria-invalid={problem?.field === 'ips'}
          aria-describedby={`${field('ips-hint')}${problem?.field === 'ips' ? ` ${field('ips-error')}` : ''}`}
          value={form.ips}
          onChange={(e) => update('ips', e.target.value)}
        />
        <p id={field('ips-hint')} className="hint">
          {t.addressesHint}
        </p>
        {errorFor('ips')}
      </div>
      <div className="field">
        <label htmlFor={field('expiry')}>{t.expiresAfter}</label>
        <select
          id={field('expiry')}
          className="api-keys-expiry"
          value={form.expiresInDays ?? 'never'}
          onChange={(e) => update('expiresInDays', e.target.value === 'never' ? null : Number(e.target.value))}
        >
          {EXPIRY_DAYS.map((days) => (
            <option key={days ?? 'never'} value={days ?? 'never'}>
              {expiryChoiceLabel(days, t)}
            </option>
          ))}
        </select>
      </div>
      {problem?.field === 'form' && (
        <p className="field-error" role="alert">
          {problem.message}
        </p>
      )}
      <button type="submit" className="button button-primary" aria-busy={busy}>
        {busy ? t.creating : t.title}
      </button>
    </form>
  );
}
