/**
 * The template's inputs (text, number, select), the ones whose defaults suit most players folded under
 * "Advanced"; and, separately, its secrets as password inputs.
 */
import type { Template } from '../../lib/data';
import type { FormValues } from './form';
import { ScriptChoice } from '../scripts/ScriptChoice';
import { useMessages } from '../../lib/i18n';
import { advancedSettingsMessages, secretFieldsMessages } from './create-page.messages';

type TemplateInput = Template['inputs'][number];

type Props = {
  template: Template;
  values: FormValues;
  onChange: (values: FormValues) => void;
  idPrefix: string;
  /** The API's message about one setting, shown under it (and the field marked invalid). */
  error?: { key: string; message: string } | null;
};

export function SettingsFields({ template, values, onChange, idPrefix, error }: Props) {
  const m = useMessages(advancedSettingsMessages);
  const set = (key: string, value: string) => onChange({ ...values, settings: { ...values.settings, [key]: value } });
  const field = (input: TemplateInput) => (
    <SettingField
      key={input.key}
      input={input}
      template={template}
      value={String(values.settings[input.key] ?? '')}
      onChange={(v) => set(input.key, v)}
      id={`${idPrefix}-${input.key}`}
      message={error?.key === input.key ? error.message : null}
    />
  );
  const basic = template.inputs.filter((input) => !input.advanced);
  const advanced = template.inputs.filter((input) => input.advanced);
  // Folded unless the API found something wrong in there: the player must see what to fix.
  const advancedError = advanced.some((input) => input.key === error?.key);
  return (
    <>
      <div className="settings-grid">{basic.map(field)}</div>
      {advanced.length > 0 && (
        <details className="advanced-settings" open={advancedError || undefined}>
          <summary>{m.advanced}</summary>
          <p className="hint">{m.advancedHint}</p>
          <div className="settings-grid">{advanced.map(field)}</div>
        </details>
      )}
    </>
  );
}

type FieldProps = { input: TemplateInput; template: Template; value: string; onChange: (value: string) => void; id: string; message: string | null };

function SettingField({ input, template, value, onChange, id, message }: FieldProps) {
  const help = [message && `${id}-error`, input.helperText && `${id}-help`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{input.label}</label>
      {input.key === 'scriptId' && template.id === 'custom-script' ? (
        <ScriptChoice id={id} value={value} describedBy={help} invalid={Boolean(message)} onChange={onChange} />
      ) : input.type === 'select' ? (
        <select id={id} value={value} aria-describedby={help} aria-invalid={Boolean(message)} onChange={(e) => onChange(e.target.value)}>
          {(input.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={input.type === 'number' ? 'number' : 'text'}
          inputMode={input.type === 'number' ? 'numeric' : undefined}
          value={value}
          aria-describedby={help}
          aria-invalid={Boolean(message)}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
      {input.helperText && (
        <p id={`${id}-help`} className="hint">
          {input.helperText}
        </p>
      )}
    </div>
  );
}

/**
 * The template's secrets as password inputs. Editing a bot (`saved`: the secrets it has), a saved one is
 * never shown: left empty it stays, typed it is replaced, and "Remove" deletes it.
 */
export function SecretFields({
  template,
  values,
  onChange,
  idPrefix,
  saved,
  removed,
  onRemovedChange,
}: Props & { saved?: string[]; removed?: string[]; onRemovedChange?: (key: string, remove: boolean) => void }) {
  const m = useMessages(secretFieldsMessages);
  return (
    <div className="settings-grid">
      {(template.secrets ?? []).map((secret) => {
        const id = `${idPrefix}-secret-${secret.key}`;
        const isSaved = saved?.includes(secret.key) ?? false;
        const isRemoved = removed?.includes(secret.key) ?? false;
        const hints = [secret.helperText && `${id}-help`, isSaved && `${id}-saved`].filter(Boolean).join(' ');
        return (
          <div className="field" key={secret.key}>
            <label htmlFor={id}>{secret.label}</label>
            <input
              id={id}
              type="password"
              autoComplete="off"
              value={values.secrets[secret.key] ?? ''}
              placeholder={isSaved && !isRemoved ? m.savedPlaceholder : undefined}
              disabled={isRemoved}
              aria-describedby={hints || undefined}
              onChange={(e) => onChange({ ...values, secrets: { ...values.secrets, [secret.key]: e.target.value } })}
            />
            {secret.helperText && (
              <p id={`${id}-help`} className="hint">
                {secret.helperText}
              </p>
            )}
            {isSaved && (
              <div className="row secret-saved">
                <p id={`${id}-saved`} className="hint">
                  {isRemoved ? m.removedOnSave : m.savedHint}
                </p>
                <label className="checkbox">
                  <input type="checkbox" checked={isRemoved} onChange={(e) => onRemovedChange?.(secret.key, e.target.checked)} /> {m.remove}
                </label>
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
