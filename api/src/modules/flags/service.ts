/**
 * Beta features: what a player may see and opt into, whether a beta is active for them (what the API checks
 * before offering or accepting what it gates), and the administrators' switch with who uses each flag.
 */
import { BETA_FLAGS, betaActive, flagOfTemplate, mayOptIn, type BetaFlag } from '@shared/flags';
import { PLAN_NAMES, planName } from '@shared/plans';
import { isDuplicateKey } from '../../lib/db';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { audit, type AuditActor } from '../admin/audit';
import { BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { templatesIn } from '../templates/catalogue';
import { presentTemplate } from '../templates/routes';
import { usersByIds } from '../users/records';
import { FlagStateModel, OptInModel } from './flag.model';
import { said } from '@shared/i18n/said';
import { flagErrors } from './errors.messages';

export type BetaUser = { id: string; plan?: string | null };

/** A beta as a player sees it; `template`: what the create forms add while the beta is on for them. */
export type BetaView = {
  id: string;
  name: string;
  description: string;
  plan: BetaFlag['plan'];
  planName: string;
  gates: BetaFlag['gates'];
  mayOptIn: boolean;
  optedIn: boolean;
  active: boolean;
  template: ReturnType<typeof presentTemplate> | null;
};

/** A flag as the admin panel shows it: on or off, when and by whom, and its players (the first LISTED_PLAYERS). */
export type AdminFlagView = {
  id: string;
  name: string;
  description: string;
  plan: BetaFlag['plan'];
  gates: BetaFlag['gates'];
  enabled: boolean;
  changedAt: string | null;
  changedBy: string | null;
  optIns: number;
  players: { id: string; email: string; plan: string; active: boolean; optedInAt: string }[];
};

/** How many of a flag's players the admin's list names (the count covers them all). */
export const LISTED_PLAYERS = 100;

export interface BetaService {
  /** The betas an administrator has on, each with whether this player may opt in and has. */
  betaOf(user: BetaUser, locale?: Locale): Promise<BetaView[]>;
  /** Opts a player in or out; refused (with what to do) for a flag that is off or a plan that does not include betas. */
  setOptIn(user: BetaUser, flagId: string, optIn: boolean, locale?: Locale): Promise<BetaView>;
  /** Whether a beta is active for the player now (flag on, plan allowed, opted in). */
  isBetaActive(user: BetaUser, flagId: string): Promise<boolean>;
  /** Refuses a template gated by a beta that is not active for the player (creating or starting a bot of it). A template no flag gates costs no read. */
  assertBetaTemplate(user: BetaUser, templateId: string, label: string): Promise<void>;
  /** Every flag for the admin panel: on or off, when and by whom, how many players opted in and who (the first 100). */
  adminFlags(): Promise<AdminFlagView[]>;
  /** Turns a flag on or off (audited). Off stops offering what it gates at once; opt-ins are kept for when it is on again. */
  setFlag(admin: AuditActor, flagId: string, enabled: boolean): Promise<AdminFlagView>;
  /** The templates a flag gates: the public list leaves them out (it is the same for everyone). */
  templateGated(templateId: string): boolean;
}

/**
 * The betas of `flags` (the catalogue in shared/flags.ts; a test gives its own to try a template gate,
 * which the catalogue has none of yet).
 */
export function createBetaService(flags: readonly BetaFlag[] = BETA_FLAGS): BetaService {
  async function enabledFlags(): Promise<Set<string>> {
    const states = await FlagStateModel.find({ enabled: true }, { _id: 1 }).lean();
    return new Set(states.map((s) => s._id));
  }

  async function optInsOf(userId: string): Promise<Set<string>> {
    const rows = await OptInModel.find({ userId }, { flagId: 1 }).lean();
    return new Set(rows.map((r) => r.flagId));
  }

  function known(flagId: string): BetaFlag {
    const flag = flags.find((f) => f.id === flagId);
    if (!flag) throw new NotFoundError('Beta feature');
    return flag;
  }

  /** `locale`: the player's language, for the template the beta adds (its words as GET /api/templates gives them). */
  function present(flag: BetaFlag, plan: string | null | undefined, optedIn: boolean, locale: Locale): BetaView {
    const active = betaActive(flag, { enabled: true, optedIn }, plan);
    const gates = flag.gates;
    const template = gates.kind === 'template' && active ? templatesIn(locale).find((one) => one.id === gates.templateId) : undefined;
    return {
      id: flag.id,
      name: flag.name,
      description: flag.description,
      plan: flag.plan,
      planName: PLAN_NAMES[flag.plan],
      gates: flag.gates,
      mayOptIn: mayOptIn(flag, plan),
      optedIn,
      active,
      // What the create forms add to the public list while the beta is on for this player.
      template: template ? presentTemplate(template) : null,
    };
  }

  async function betaOf(user: BetaUser, locale: Locale = BASE_LOCALE) {
    const [enabled, mine] = await Promise.all([enabledFlags(), optInsOf(user.id)]);
    return flags.filter((f) => enabled.has(f.id)).map((f) => present(f, user.plan, mine.has(f.id), locale));
  }

  async function setOptIn(user: BetaUser, flagId: string, optIn: boolean, locale: Locale = BASE_LOCALE) {
    const flag = known(flagId);
    if (optIn) {
      if (!(await FlagStateModel.exists({ _id: flag.id, enabled: true }))) throw new ConflictError(said(flagErrors, 'notOpen', { name: flag.name }));
      if (!mayOptIn(flag, user.plan))
        throw new ForbiddenError(said(flagErrors, 'planTooLow', { name: flag.name, plan: PLAN_NAMES[flag.plan], yours: planName(user.plan) }));
      try {
        await OptInModel.create({ _id: `${user.id}:${flag.id}`, userId: user.id, flagId: flag.id });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    } else {
      // Opting out is always allowed: a player is never held in a beta.
      await OptInModel.deleteOne({ _id: `${user.id}:${flag.id}` });
    }
    return present(flag, user.plan, optIn, locale);
  }

  async function isBetaActive(user: BetaUser, flagId: string): Promise<boolean> {
    const flag = flags.find((f) => f.id === flagId);
    if (!flag || !mayOptIn(flag, user.plan)) return false;
    const [on, optedIn] = await Promise.all([FlagStateModel.exists({ _id: flag.id, enabled: true }), OptInModel.exists({ _id: `${user.id}:${flag.id}` })]);
    return betaActive(flag, { enabled: Boolean(on), optedIn: Boolean(optedIn) }, user.plan);
  }

  async function assertBetaTemplate(user: BetaUser, templateId: string, label: string): Promise<void> {
    const flag = flagOfTemplate(templateId, flags);
    if (!flag) return;
    if (!mayOptIn(flag, user.plan))
      throw new ForbiddenError(said(flagErrors, 'templatePlan', { template: label, plan: PLAN_NAMES[flag.plan], yours: planName(user.plan) }));
    const [on, optedIn] = await Promise.all([FlagStateModel.exists({ _id: flag.id, enabled: true }), OptInModel.exists({ _id: `${user.id}:${flag.id}` })]);
    if (!on) throw new ForbiddenError(said(flagErrors, 'templateClosed', { template: label }));
    if (!optedIn) throw new ForbiddenError(said(flagErrors, 'templateOptIn', { template: label }));
  }

  async function adminFlags(): Promise<AdminFlagView[]> {
    const [states, optIns] = await Promise.all([
      FlagStateModel.find().lean(),
      OptInModel.find({}, { userId: 1, flagId: 1, createdAt: 1 }).sort({ createdAt: 1 }).lean(),
    ]);
    const users = new Map((await usersByIds([...new Set(optIns.map((o) => String(o.userId)))])).map((u) => [u.id as string, u]));
    return flags.map((flag) => {
      const state = states.find((s) => s._id === flag.id);
      const mine = optIns.filter((o) => o.flagId === flag.id && users.has(String(o.userId)));
      return {
        id: flag.id,
        name: flag.name,
        description: flag.description,
        plan: flag.plan,
        gates: flag.gates,
        enabled: state?.enabled ?? false,
        changedAt: state?.changedAt?.toISOString() ?? null,
        changedBy: state?.changedBy ?? null,
        optIns: mine.length,
        players: mine.slice(0, LISTED_PLAYERS).map((o) => {
          const user = users.get(String(o.userId))!;
          const plan = String(user.plan ?? 'starter');
          // A player whose plan dropped keeps the opt-in but does not use the beta: the admin sees which.
          return { id: String(o.userId), email: user.email, plan, active: mayOptIn(flag, plan), optedInAt: o.createdAt.toISOString() };
        }),
      };
    });
  }

  async function setFlag(admin: AuditActor, flagId: string, enabled: boolean) {
    const flag = known(flagId);
    await FlagStateModel.updateOne({ _id: flag.id }, { $set: { enabled, changedBy: admin.email } }, { upsert: true });
    await audit(admin, enabled ? 'flag.enable' : 'flag.disable', flag.id, `${flag.name} turned ${enabled ? 'on' : 'off'}`);
    return (await adminFlags()).find((f) => f.id === flag.id)!;
  }

  function templateGated(templateId: string): boolean {
    return Boolean(flagOfTemplate(templateId, flags));
  }

  return { betaOf, setOptIn, isBetaActive, assertBetaTemplate, adminFlags, setFlag, templateGated };
}

/** The player's opt-ins, for their data export. */
export async function optInsForExport(userId: string) {
  const rows = await OptInModel.find({ userId }).sort({ createdAt: 1 }).lean();
  return rows.map((r) => ({ flagId: r.flagId, optedInAt: r.createdAt.toISOString() }));
}
