/** The Appearance tab: one card per theme, a native radio group (arrow keys move and choose). */
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import type { Theme } from '@shared/themes';
import { toast } from '../toasts/store';
import { themeStore } from './store';
import { THEME_OPTIONS } from './theme';

export function ThemePicker() {
  const id = useId();
  const current = useStore(themeStore.$theme);

  function choose(theme: Theme) {
    if (!themeStore.choose(theme)) toast.error('Your browser did not let us save the theme; it applies until you leave this page.');
  }

  return (
    <fieldset className="settings-fieldset">
      <legend>Theme</legend>
      <p className="hint settings-hint">Applies at once and is remembered in this browser. Your system's light or dark setting is not used.</p>
      <div className="theme-grid">
        {THEME_OPTIONS.map((option) => {
          const titleId = `${id}-${option.id}-title`;
          const descId = `${id}-${option.id}-desc`;
          return (
            <label key={option.id} className="theme-card" data-selected={current === option.id}>
              {/* The swatch carries the theme's own data-theme, so it shows that theme's colours. */}
              <span className="theme-swatch" data-theme={option.id} aria-hidden="true">
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
                  value={option.id}
                  checked={current === option.id}
                  onChange={() => choose(option.id)}
                  aria-labelledby={titleId}
                  aria-describedby={descId}
                />
                <span className="theme-card-text">
                  <span id={titleId} className="theme-card-title">
                    {option.label}
                  </span>
                  <span id={descId} className="theme-card-desc">
                    {option.description}
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
