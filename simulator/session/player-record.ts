/**
 * The whole player record as the world keeps and saves it: the core (castles, movements, reports:
 * core/players.ts) and the slice each feature declares beside its own state. A feature's code names the
 * core and the slices it reads, never this whole record; the session (world, command table, persistence),
 * the conformance drive and tests hold it.
 */
import type { InvitationsSlice } from '../alliance/alliance-life';
import type { HonourSlice } from '../army/honour';
import type { SpyLogsSlice } from '../army/spy-logs';
import type { PlayerCore } from '../core/players';
import type { EquipmentSlice } from '../economy/equipment';
import type { GeneralsSlice } from '../economy/generals';
import type { GeneralsHubSlice } from '../economy/generals-hub';
import type { LoginRewardsSlice } from '../economy/login-rewards';
import type { MercenariesSlice } from '../economy/mercenaries';
import type { EventFightsSlice } from '../events/event-runs';
import type { TournamentSlice } from '../events/grand-tournament';
import type { MailSlice } from '../mail/mail-record';
import type { IsleHoldsSlice } from '../map/isle-sites';

export type PlayerRecord = PlayerCore &
  IsleHoldsSlice &
  LoginRewardsSlice &
  MercenariesSlice &
  GeneralsSlice &
  EquipmentSlice &
  GeneralsHubSlice &
  EventFightsSlice &
  TournamentSlice &
  MailSlice &
  HonourSlice &
  SpyLogsSlice &
  InvitationsSlice;
