/** "Continue with Discord" on the login page: the popup sign-in, disabled while it waits. */
import { useDiscordSignIn } from './useDiscordSignIn';

export function DiscordSignInButton({ redirectTo, onSecondStep }: { redirectTo: () => string; onSecondStep: (challenge: string) => void }) {
  const { start, waiting } = useDiscordSignIn(redirectTo, onSecondStep);
  return (
    <button type="button" className="button button-block discord" onClick={() => void start()} disabled={waiting} aria-busy={waiting}>
      Continue with Discord
    </button>
  );
}
