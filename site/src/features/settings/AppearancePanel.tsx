/** Settings → Appearance: the theme, and the language the account reads Castellan in. */
import { LanguagePicker } from './LanguagePicker';
import { ThemePicker } from './ThemePicker';

export function AppearancePanel() {
  return (
    <div className="stack">
      <ThemePicker />
      <LanguagePicker />
    </div>
  );
}
