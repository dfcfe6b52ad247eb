/**
 * Field limits the API enforces and the forms and error messages state. Each is one named figure: the
 * schema checks it, the form's input holds to it and the message says it as a placeholder, so a changed
 * limit changes every language's words with it. (Limits of one feature live beside it: `@shared/alliances`,
 * `@shared/schedule`, `@shared/planner/limits`.)
 */

/** A bot's name, in characters. */
export const BOT_NAME_MAX = 80;
/** A game account's in-game name and password, in characters (the game's own forms take no longer). */
export const GAME_NAME_MAX = 64;
export const GAME_PASSWORD_MAX = 128;
/** A template's secret setting (a webhook address, a token), in characters. */
export const TEMPLATE_SECRET_MAX = 500;
/** An announcement's title and text, in characters. */
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 5000;
/** A personal API key's name, in characters, and its lifetime in days. */
export const API_KEY_NAME_MAX = 60;
export const API_KEY_DAYS_MAX = 365;
/** An administrator's reason for changing a player's plan, in characters (written to the audit log). */
export const PLAN_REASON_LENGTH = { min: 3, max: 500 } as const;
