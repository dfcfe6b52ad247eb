/** The cached account list, updated right away with the server's answer before the refetch lands. */
import type { GameAccount } from '../../lib/data';

/** The API lists accounts oldest first, so a new one belongs at the end; a known one is replaced. */
export function withAccount(list: readonly GameAccount[] | undefined, account: GameAccount): GameAccount[] {
  const current = list ?? [];
  return current.some((a) => a.id === account.id) ? current.map((a) => (a.id === account.id ? account : a)) : [...current, account];
}

export function withoutAccount(list: readonly GameAccount[] | undefined, id: string): GameAccount[] {
  return (list ?? []).filter((a) => a.id !== id);
}
