/** Repaints the static header (see lib/boot.ts) from the app's session. */
type Person = { email: string; user_metadata: { plan: string; username: string | null; avatar: string | null; isAdmin: boolean } };

export function paintHeader(person: Person | null): void {
  (window as unknown as { castellanHeader?: { paint(p: Person | null): void } }).castellanHeader?.paint(person);
}
