/**
 * Where the player fixes what an error message asks of them: every message that tells them to do
 * something links there (the API's words stay as they are; this only finds the place).
 */
export type FixLink = { href: string; label: string };

export function fixLinkFor(message: string | null | undefined, accountId?: string): FixLink | null {
  if (!message) return null;
  if (/game password|Update the account|proxy cannot be used|Game Accounts page|account is banned/i.test(message)) {
    return { href: accountId ? `/accounts?edit=${encodeURIComponent(accountId)}` : '/accounts', label: 'Fix the game account' };
  }
  if (/game account of this bot was removed/i.test(message)) return { href: '/accounts', label: 'Game accounts' };
  if (/upgrade your plan|bot slot|bot time for today/i.test(message)) return { href: '/pricing', label: 'See plans' };
  if (/Stop the bots on this account|used by a bot\. Delete the bot first/i.test(message)) return { href: '/dashboard', label: 'Your bots' };
  // EMAIL_NOT_VERIFIED (adding a game account, checkout): the verify banner sends the link again on this address.
  if (/Confirm your e-mail address first/i.test(message)) return { href: '#confirm-email', label: 'Send the link again' };
  if (/Check its settings/i.test(message)) return null; // the card's Settings button is right there
  return null;
}
