/**
 * Where the player fixes what an error message asks of them: every message that tells them to do
 * something links there (the API's words stay as they are; this only finds the place).
 */
import { fixLinkMessages } from '../components/ui/ui.messages';
import { here, messagesNow } from './i18n';

export type FixLink = { href: string; label: string };

export function fixLinkFor(message: string | null | undefined, accountId?: string): FixLink | null {
  if (!message) return null;
  const t = messagesNow(fixLinkMessages);
  if (/game password|Update the account|proxy cannot be used|Game Accounts page|account is banned/i.test(message)) {
    return { href: here(accountId ? `/accounts?edit=${encodeURIComponent(accountId)}` : '/accounts'), label: t.fixAccount };
  }
  if (/game account of this bot was removed/i.test(message)) return { href: here('/accounts'), label: t.gameAccounts };
  if (/upgrade your plan|bot slot|bot time for today/i.test(message)) return { href: here('/pricing'), label: t.seePlans };
  if (/Stop the bots on this account|used by a bot\. Delete the bot first/i.test(message)) return { href: here('/dashboard'), label: t.yourBots };
  // EMAIL_NOT_VERIFIED (adding a game account, checkout): the verify banner sends the link again on this address.
  if (/Confirm your e-mail address first/i.test(message)) return { href: '#confirm-email', label: t.sendAgain };
  if (/Check its settings/i.test(message)) return null; // the card's Settings button is right there
  return null;
}
