/**
 * The bots' records, their front door: a bot's document and who may reach it, the list, create, change,
 * duplicate and delete (service.ts, routes.ts), the reads other modules make of the bots (records.ts),
 * the slot order and the settings check. Other modules import the bots' records only from here.
 */
export type { Bot, BotDocument, BotState } from './bot.model';
export { BOT_STATES } from './bot.model';
export { createBotRecords, type BetaTemplateCheck, type BotChanges, type BotRecords, type NewBot, type RunningBots } from './service';
export { presentBot, type BotView, type ConsoleTail } from './view';
export { botOwner, botsInState, botNamesOf, botIdsOf, onlineBotCount, botsOfUsers, botsOnAccounts, newestBots, botOfUser, type BotOwner } from './records';
export { accountOwnerFor, mayReadConsole, reachBot, type BotReach } from './reach';
export { botRecordRoutes, inLanguage } from './routes';
export { BotAction, BotParams, BotResponse, BulkAction, BulkResults, ConsoleTicket, CreateBot, UpdateBot } from './schemas';
export { CheckedSettings, checkSettings, SettingsCheck } from './settings-check';
export { createSlotOrder, type SlotOrder } from './slot-order';
export { legacyActiveHours } from './active-hours';
export { botErrors } from './errors.messages';
export { botAnswers } from './answers.messages';
