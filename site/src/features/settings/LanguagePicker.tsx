/**
 * Settings → Appearance: the account's language. Saved to the account (every device follows it after
 * sign-in), written to this browser's language cookie, then the page opens again in that language.
 */
import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { LOCALES, LOCALE_NAMES, isLocale, splitLocalePath, type Locale } from '@shared/i18n/locales';
import { api, unwrap } from '../../lib/api';
import { pageLocale, useMessages } from '../../lib/i18n';
import { linkIn } from '../../lib/localized-pages';
import { writeLocaleCookie } from '../../lib/locale-cookie';
import { $session } from '../session/store';
import { languagePickerMessages } from './language.messages';
import { FormError } from '../../components/ui/FormError';

export function LanguagePicker() {
  const id = useId();
  const t = useMessages(languagePickerMessages);
  const session = useStore($session);
  const saved = session.user?.user_metadata.language;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(language: Locale) {
    setBusy(true);
    setError(null);
    try {
      await unwrap(api.api.users.me.language.put({ language }));
      writeLocaleCookie(language);
      // This page in the chosen language when it has one (else as it is, the cookie now saying the language), its query and fragment kept.
      window.location.assign(linkIn(language, splitLocalePath(window.location.pathname).path) + window.location.search + window.location.hash);
    } catch {
      setError(t.failed);
      setBusy(false);
    }
  }

  return (
    <fieldset className="settings-fieldset">
      <legend>{t.legend}</legend>
      <p className="hint settings-hint" id={`${id}-hint`}>
        {t.hint}
      </p>
      <label htmlFor={`${id}-language`}>{t.label}</label>
      <select
        id={`${id}-language`}
        className="language-select"
        value={isLocale(saved) ? saved : pageLocale}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(e) => isLocale(e.target.value) && void choose(e.target.value)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
      {busy && (
        <p className="hint" role="status">
          {t.saving}
        </p>
      )}
      <FormError message={error} />
    </fieldset>
  );
}
