/**
 * Every set of words a bot's console is written in (area `bot-lines`). A reader that shows console lines
 * imports this, so a line kept as a message (shared/src/i18n/said.ts) reads in the reader's language.
 */
export { supervisorLines } from './supervisor.messages';
export { lineWords } from './words.messages';
export { runtimeLines } from './runtime.messages';
export { sessionLines } from './session.messages';
export { controlLines } from './control.messages';
export { targetWords } from './targets.messages';
export { attackLines } from './attacks.messages';
export { scriptLines } from './script.messages';
export { economyLines } from './economy.messages';
export { watchLines } from './watch.messages';
export { defenceLines } from './defence.messages';
export { questLines } from './quests.messages';
export { marketLines } from './market.messages';
export { plannerLines } from './planner.messages';
export { failureLines } from './failures.messages';
export { riskLines } from './risk.messages';
export { safetyLines } from './safety.messages';
