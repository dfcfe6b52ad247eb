/** The template's inputs (text, number, select) and, separately, its secrets as password inputs. */
import type { Template } from '../../lib/data';
import type { FormValues } from './form';

type Props = { template: Template; values: FormValues; onChange: (values: FormValues) => void; idPrefix: string };

export function SettingsFields({ template, values, onChange, idPrefix }: Props) {
  const set = (key: string, value: string) => onChange({ ...values, settings: { ...values.settings, [key]: value } });
  return (
    <div className="settings-grid">
      {template.inputs.map((input) => {
        const id = `${idPrefix}-${input.key}`;
        const value = String(values.settings[input.key] ?? '');
        const help = input.helperText ? `${id}-help` : undefined;
        return (
          <div className="field" key={input.key}>
            <label htmlFor={id}>{input.label}</label>
            {input.type === 'select' ? (
              <select id={id} value={value} aria-describedby={help} onChange={(e) => set(input.key, e.target.value)}>
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
                onChange={(e) => set(input.key, e.target.value)}
              />
            )}
            {help && <p id={help} className="hint">{input.helperText}</p>}
          </div>
        );
      })}
    </div>
  );
}

export function SecretFields({ template, values, onChange, idPrefix }: Props) {
  return (
    <div className="settings-grid">
      {(template.secrets ?? []).map((secret) => {
        const id = `${idPrefix}-secret-${secret.key}`;
        return (
          <div className="field" key={secret.key}>
            <label htmlFor={id}>{secret.label}</label>
            <input
              id={id}
              type="password"
              autoComplete="off"
              value={values.secrets[secret.key] ?? ''}
              aria-describedby={secret.helperText ? `${id}-help` : undefined}
              onChange={(e) => onChange({ ...values, secrets: { ...values.secrets, [secret.key]: e.target.value } })}
            />
            {secret.helperText && <p id={`${id}-help`} className="hint">{secret.helperText}</p>}
          </div>
        );
      })}
    </div>
  );
}
