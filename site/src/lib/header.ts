/** Repaints the static header (see lib/boot.ts) from the app's session, and keeps it for the static pages. */
import { HEADER_SNAPSHOT_KEY } from '@shared/auth';

type Person = { id: string; email: string; user_metadata: { plan: string; username: string | null; avatar: string | null; isAdmin: boolean } };

export function paintHeader(person: Person | null): void {
  (window as unknown as { castellanHeader?: { paint(p: Person | null): void } }).castellanHeader?.paint(person);
  try {
    if (person) localStorage.setItem(HEADER_SNAPSHOT_KEY, JSON.stringify({ id: person.id, user_metadata: person.user_metadata }));
    else localStorage.removeItem(HEADER_SNAPSHOT_KEY);
  } catch {}
}
