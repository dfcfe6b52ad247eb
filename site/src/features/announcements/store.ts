/** The announcements dismissed on this device (localStorage), so a dismissed banner stays away and a new one shows. */
import { atom } from 'nanostores';
import { keptDismissals, parseDismissed } from './banner';

const STORAGE_KEY = 'castellan.dismissed-announcements';

function read(): string[] {
  try {
    return parseDismissed(localStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

export const $dismissed = atom<string[]>(typeof window === 'undefined' ? [] : read());

function save(ids: string[]): void {
  $dismissed.set(ids);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or disabled: dismissed for this visit only.
  }
}

export function dismissAnnouncement(id: string): void {
  if (!$dismissed.get().includes(id)) save([...$dismissed.get(), id]);
}

/** Forgets dismissals of announcements that are gone, so the list never grows without end. */
export function forgetRemoved(published: readonly { id: string; created_at: string }[]): void {
  const kept = keptDismissals($dismissed.get(), published);
  if (kept.length !== $dismissed.get().length) save(kept);
}
