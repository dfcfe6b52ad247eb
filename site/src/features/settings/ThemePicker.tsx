/** The Appearance tab: one card per theme, a native radio group (arrow keys move and choose). */
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import type { Theme } from '@shared/themes';
import { useMessages } from '../../lib/i18n';
import { toast } from '../toasts/store';
import { appearanceMessages } from './settings.messages';
import { themeStore } from './store';
import { THEME_OPTIONS } from './theme';

export function ThemePicker() {
  const id = useId();
  const current = useStore(themeStore.$theme);
  const t = useMessages(appearanceMessages);

  function choose(theme: Theme) {
    if (!themeStore.choose(theme)) toast.error(t.notSaved);
  }

  return (
    <fieldset className="settings-fieldset">
      <legend>{t.theme}</legend>
      <p className="hint settings-hint">{t.hint}</p>
      <div className="theme-grid">
        {THEME_OPTIONS.map((option) => {
          const titleId = `${id}-${option}-title`;
          const descId = `${id}-${option}-desc`;
          return (
            <label key={option} className="theme-card" data-selected={current === option}>
              {/* The swatch carries the theme's own data-theme, so it shows that theme's colours. */}
              <span className="theme-swatch" data-theme={option} aria-hidden="true">
                <span className="theme-swatch-bar" />
                <span className="theme-swatch-card">
                  <span className="theme-swatch-line" />
                  <span className="theme-swatch-line theme-swatch-line-short" />
                  <span className="theme-swatch-accent" />
                </span>
              </span>
              <span className="theme-card-row">
                <input
                  type="radio"
                  name={`${id}-theme`}
                  value={option}
                  checked={current === option}
                  onChange={() => choose(option)}
                  aria-labelledby={titleId}
                  aria-describedby={descId}
                />
                <span className="theme-card-text">
                  <span id={titleId} className="theme-card-title">
                    {t[option]}
                  </span>
                  <span id={descId} className="theme-card-desc">
                    {t[`${option}Description`]}
                  </span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
