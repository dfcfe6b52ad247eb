/**
 * The whole command context the world hands each command: the core's (core/command-context.ts) and the
 * context slices of the features that keep world-wide state, each declared beside that state.
 */
import type { HelpContext } from '../alliance/alliance';
import type { AlliancesContext } from '../alliance/alliances';
import type { CommandContext } from '../core/command-context';
import type { MarketContext } from '../economy/market';
import type { LandmarksContext } from '../map/landmarks';

export type WorldContext = CommandContext & LandmarksContext & MarketContext & HelpContext & AlliancesContext;
