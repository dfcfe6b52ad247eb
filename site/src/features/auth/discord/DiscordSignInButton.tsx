/** "Continue with Discord" on the login page: the popup sign-in, disabled while it waits. */
import { useDiscordSignIn } from './useDiscordSignIn';

export function DiscordSignInButton({ redirectTo }: { redirectTo: () => string }) {
  const { start, waiting } = useDiscordSignIn(redirectTo);
  return (
    <button type="button" className="button button-block discord" onClick={() => void start()} disabled={waiting} aria-busy={waiting}>
      Continue with Discord
    </button>
  );
}
