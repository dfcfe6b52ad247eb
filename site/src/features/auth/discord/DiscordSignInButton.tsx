/** "Continue with Discord" on the login page: the popup sign-in, disabled while it waits. */
import { useMessages } from '../../../lib/i18n';
import { discordMessages } from './discord.messages';
import { useDiscordSignIn } from './useDiscordSignIn';

export function DiscordSignInButton({ redirectTo, onSecondStep }: { redirectTo: () => string; onSecondStep: (challenge: string) => void }) {
  const text = useMessages(discordMessages);
  const { start, waiting } = useDiscordSignIn(redirectTo, onSecondStep);
  return (
    <button type="button" className="button button-block discord" onClick={() => void start()} disabled={waiting} aria-busy={waiting}>
      {text.continueWith}
    </button>
  );
}
