/**
 * The support desk's vocabulary, shown by the site and kept by the API: each plan's level of support and
 * how fast an answer is promised (the pricing page sells these levels), a ticket's states, and the limits
 * of what a player writes.
 */
import { PLAN_TIERS, type PlanTier, isPlanTier, DEFAULT_PLAN } from './plans';

export type SupportLevel = {
  /** The pricing page's words for it. */
  name: string;
  /** Hours within which support answers a player's message; null: no promise (best effort). */
  targetHours: number | null;
};

export const SUPPORT_LEVELS: Record<PlanTier, SupportLevel> = {
  starter: { name: 'Community support', targetHours: null },
  plus: { name: 'Community support', targetHours: null },
  premium: { name: 'Priority support', targetHours: 24 },
  professional: { name: 'Dedicated support', targetHours: 4 },
};

export function supportLevelOf(plan: string | null | undefined): SupportLevel {
  return SUPPORT_LEVELS[isPlanTier(plan) ? plan : DEFAULT_PLAN];
}

/** The promise in a sentence, as the player reads it when writing and on each ticket. */
export function responseTargetText(plan: string | null | undefined): string {
  const { targetHours } = supportLevelOf(plan);
  return targetHours === null ? 'We answer as soon as we can (best effort).' : `We answer within ${targetHours} hours.`;
}

/**
 * The queue's order of plans: the higher plan first (Professional, Premium, Plus, Starter). A larger
 * number comes first.
 */
export function queueRank(plan: string | null | undefined): number {
  return PLAN_TIERS.indexOf(isPlanTier(plan) ? plan : DEFAULT_PLAN);
}

/** When an answer is due for a message waiting since `waitingSince`; null without a promise. */
export function answerDueAt(plan: string | null | undefined, waitingSince: Date): Date | null {
  const { targetHours } = supportLevelOf(plan);
  return targetHours === null ? null : new Date(waitingSince.getTime() + targetHours * 3_600_000);
}

/**
 * open: the player wrote last and waits for support; answered: support wrote last and waits for the
 * player; closed: the player or support closed it (the player's next message opens it again).
 */
export const TICKET_STATES = ['open', 'answered', 'closed'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export const TICKET_STATE_LABELS: Record<TicketState, string> = {
  open: 'Waiting for support',
  answered: 'Answered',
  closed: 'Closed',
};

export const SUBJECT_MAX = 120;
export const MESSAGE_MAX = 5000;
/** The console lines a player may attach: the bot's newest ones, enough to show what it last did. */
export const CONSOLE_LINES_ATTACHED = 20;
/** Open tickets a player may have at once: more is one conversation split up, or a flood. */
export const OPEN_TICKETS_MAX = 10;
/** New tickets a player may open in an hour. */
export const TICKETS_PER_HOUR = 5;
