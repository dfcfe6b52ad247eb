/**
 * The login page's Discord button: ask the API for the URL, open the popup, wait for its message or its
 * closing, and sign in. Listeners and the timer go when the wait ends or the page unmounts.
 */
import { useEffect, useRef, useState } from 'react';
import { completeTokenSignIn } from '../../session/store';
import { toast } from '../../toasts/store';
import { popupOutcome } from './messages';
import { openDiscordPopup, watchDiscordPopup } from './popup';
import { requestDiscordSignInUrl, startFailureText } from './start';
import { useMessages } from '../../../lib/i18n';
import { discordMessages } from './discord.messages';

/**
 * `redirectTo` is read at the moment of success: the login page's ?redirect target. A two-factor user's
 * challenge goes to `onSecondStep` (the login page asks for the code).
 */
export function useDiscordSignIn(redirectTo: () => string, onSecondStep: (challenge: string) => void) {
  const text = useMessages(discordMessages);
  const [waiting, setWaiting] = useState(false);
  const stopWatching = useRef<(() => void) | null>(null);

  const stop = () => {
    stopWatching.current?.();
    stopWatching.current = null;
  };
  useEffect(() => stop, []);

  async function start(): Promise<void> {
    if (waiting) return;
    setWaiting(true);
    let url: string;
    try {
      url = await requestDiscordSignInUrl();
    } catch (err) {
      toast.error(startFailureText(err));
      setWaiting(false);
      return;
    }
    const popup = openDiscordPopup(url, window);
    if (!popup) {
      toast.error(text.popupBlocked);
      setWaiting(false);
      return;
    }
    stop();
    stopWatching.current = watchDiscordPopup(popup, window, {
      onMessage(message) {
        stop();
        const outcome = popupOutcome(message);
        if (outcome.kind === 'failed') {
          toast.error(text.failed);
          setWaiting(false);
          return;
        }
        if (outcome.kind === 'second-step') {
          setWaiting(false);
          onSecondStep(outcome.challenge);
          return;
        }
        // The button stays disabled: the page is leaving. The toast waits for the next page.
        toast.afterNavigation('success', text.popupSignedIn);
        completeTokenSignIn(outcome.token, outcome.user);
        window.location.replace(redirectTo());
      },
      onClosed() {
        stop();
        setWaiting(false);
      },
    });
  }

  return { start, waiting };
}
