/**
 * /auth/discord/callback: where the API's redirect lands with `#access_token=…` or `#error=…`. As a popup
 * it reports to the login page that opened it and closes; opened directly, it completes the sign-in here.
 */
import { useEffect } from 'react';
import { FullScreen } from '../../../components/FullScreen';
import { completeTokenSignIn } from '../../session/store';
import { toast } from '../../toasts/store';
import { callbackOutcome } from './callback-outcome';
import { sameOriginOpener } from './opener';
import { DISCORD_TEXT } from './texts';

export default function DiscordCallback() {
  useEffect(() => {
    const opener = sameOriginOpener(window);
    const outcome = callbackOutcome(window.location.hash, opener !== null);
    // The token must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);

    if (outcome.kind === 'post-to-opener') {
      opener!.postMessage(outcome.message, window.location.origin);
      window.close();
      return;
    }
    if (outcome.kind === 'sign-in') {
      toast.afterNavigation('success', outcome.toast);
      completeTokenSignIn(outcome.token, outcome.user);
    } else {
      toast.afterNavigation('error', outcome.toast);
    }
    window.location.replace(outcome.goTo);
  }, []);

  return <FullScreen spinner>{DISCORD_TEXT.completing}</FullScreen>;
}
