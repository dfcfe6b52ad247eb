/**
 * A page in another language than the account's (a `/de/` link opened by a player who reads Arabic) reads
 * whole in its own language and changes nothing of the account's (docs/languages.md, "One page, one
 * language"). It offers, once, to make the page's language the account's from now on; declined, this
 * device does not ask again for that language.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { isLocale, LOCALE_NAMES, type Locale } from '@shared/i18n/locales';
import { api, unwrap } from '../../lib/api';
import { pageLocale, useMessages } from '../../lib/i18n';
import { writeLocaleCookie } from '../../lib/locale-cookie';
import { toast } from '../toasts/store';
import { $session, refreshUser } from './store';
import { languageOfferMessages } from './language-offer.messages';

const DECLINED_KEY = 'castellan.language-offer.declined';

function declined(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(DECLINED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

function decline(locale: Locale): void {
  try {
    localStorage.setItem(DECLINED_KEY, JSON.stringify([...new Set([...declined(), locale])]));
  } catch {
    // Storage off: the offer is simply hidden for this page.
  }
}

/** A language's name in the page's language ("Arabisch" on a German page), else in its own words. */
function nameOf(locale: Locale): string {
  try {
    return new Intl.DisplayNames([pageLocale], { type: 'language' }).of(locale) ?? LOCALE_NAMES[locale];
  } catch {
    return LOCALE_NAMES[locale];
  }
}

export function LanguageOffer() {
  const m = useMessages(languageOfferMessages);
  const session = useStore($session);
  const [hidden, setHidden] = useState(() => typeof window === 'undefined' || declined().includes(pageLocale));
  const [saving, setSaving] = useState(false);
  const account = session.user?.user_metadata.language;
  if (hidden || session.status !== 'signed-in' || !isLocale(account) || account === pageLocale) return null;
  const words = { page: nameOf(pageLocale), account: nameOf(account) };

  async function use() {
    setSaving(true);
    try {
      await unwrap(api.api.users.me.language.put({ language: pageLocale }));
      writeLocaleCookie(pageLocale);
      setHidden(true);
      toast.success(m.saved(words));
      await refreshUser();
    } catch {
      toast.error(m.failed);
      setSaving(false);
    }
  }

  function keep() {
    decline(pageLocale);
    setHidden(true);
  }

  return (
    <aside className="banner language-offer" aria-label={m.label}>
      <span>{m.text(words)}</span>
      <span className="row">
        <button type="button" className="button button-primary button-small" aria-disabled={saving} onClick={() => !saving && void use()}>
          {saving ? m.saving : m.use(words)}
        </button>
        <button type="button" className="button button-small" onClick={keep}>
          {m.keep(words)}
        </button>
      </span>
    </aside>
  );
}
