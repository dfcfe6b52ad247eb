/** The boot script's source, built once from lib/boot.ts with the shared constants. */
import { createHash } from 'node:crypto';
import { HEADER_SNAPSHOT_KEY, SESSION_TOKEN_KEY } from '@shared/auth';
import { PLAN_NAMES } from '@shared/plans';
import { DEFAULT_AFTER_LOGIN } from '@shared/routes';
import { DEFAULT_THEME, THEME_KEY, THEMES } from '@shared/themes';
import { boot, bootSignOut, type BootConstants } from './boot';
import { bootUserMenu } from './user-menu';
import { bootLanguageMenu } from './language-menu';
import { CHOOSE_LOCALE_PARAM, LOCALE_COOKIE } from '@shared/i18n/locales';

const constants: BootConstants = {
  tokenKey: SESSION_TOKEN_KEY,
  headerKey: HEADER_SNAPSHOT_KEY,
  themeKey: THEME_KEY,
  themes: THEMES,
  defaultTheme: DEFAULT_THEME,
  dashboard: DEFAULT_AFTER_LOGIN,
  planNames: PLAN_NAMES,
};

const args = JSON.stringify(constants);
const languageArgs = [LOCALE_COOKIE, SESSION_TOKEN_KEY, CHOOSE_LOCALE_PARAM].map((arg) => JSON.stringify(arg)).join(', ');
export const BOOT_SCRIPT = `(${boot.toString()})(${args});(${bootSignOut.toString()})(${args});(${bootUserMenu.toString()})();(${bootLanguageMenu.toString()})(${languageArgs});`;

/** For the Content-Security-Policy: the script runs because its exact text has this hash. */
export const BOOT_SCRIPT_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}`;
