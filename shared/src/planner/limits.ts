/**
 * The strategy planner's numeric rules: the bounds the API's schema checks, the form's inputs hold to and
 * the error messages say (as placeholders), and the defaults a plan starts from.
 */
import { PLAN_HOURS } from './plan';

export const PLANNER_LIMITS = {
  hours: PLAN_HOURS,
  keepAtHome: { min: 0, max: 100_000, default: 0 },
  maxAttacksPerDay: { min: 1, max: 1000, default: 150 },
  attacksToday: { min: 0, max: 1000, default: 0 },
  /** Robber baron camps' levels, for both the lowest and the highest. */
  level: { min: 1, max: 80 },
  /** The least time between two attacks: the game refuses an attack closer than 4 s to the one before (EmpireCore attack/pacing.py). */
  minGapSeconds: { min: 4, max: 600, default: 4 },
} as const;
