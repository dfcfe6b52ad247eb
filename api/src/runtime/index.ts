/** The bot runtime's public face: the rest of the API imports only from here. */
export { createProcessRuntime, type ProcessRuntimeOptions } from './process-runtime';
export { REPORT_CADENCE, type ReportCadence } from './report-cadence';
export { createClientBuildSource, type ClientBuildSource, type ClientBuildStatus } from './game/client-build';
export type { AccountSpec, BotRuntime, BotSpec, FailureKind, LoginCheck, NotificationKind, RuntimeEvent, RuntimeListener } from './types';
export { createFleetRuntime, type FleetRuntime } from './fleet/fleet-runtime';
export { fleetNames, type FleetNames, type RunnerView } from './fleet/protocol';
export { RunnerIdInUseError, startRunnerNode, type RunnerNode } from './fleet/runner-node';
export { openGameSocket } from './game/socket';
export { checkScript, type CheckedProblem } from './script/check-process';
export { runDryRun, type DryRunResult } from './dry-run/dry-run-process';
export type { ScriptSpec } from './types';
export type { RoundTripTotals } from './wire';
export {
  DAY_COUNTERS,
  RISK_COUNTERS,
  riskOwner,
  type DayCounter,
  type DayCounts,
  type DayCountStore,
  type DayGrant,
  type DayReserve,
} from './reservations/day-limits';
export {
  budgetAnswer,
  gameAccountKey,
  HOLD_LEASE_MS,
  LOGIN_BUDGET,
  LOGIN_WINDOW_MS,
  type LoginGuard,
  type LoginGuardAnswer,
  type LoginGuardRequest,
} from './login-guard';
