/** What the Account tab shows (spec §2): the e-mail or a dash, and the plan by its name (default Starter). */
import { planName } from '@shared/plans';

export const NO_VALUE = '—';

export function emailOrDash(email: string | null | undefined): string {
  return email?.trim() || NO_VALUE;
}

export function planOrDefault(plan: string | null | undefined): string {
  return planName(plan?.trim().toLowerCase());
}
