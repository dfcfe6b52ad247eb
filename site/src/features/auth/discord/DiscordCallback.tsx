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
import { takeDiscordSignInStarted } from './pending';
import { DISCORD_TEXT } from './texts';

export default function DiscordCallback() {
  useEffect(() => {
    const opener = sameOriginOpener(window);
    const outcome = callbackOutcome(window.location.hash, opener !== null);
    // The token must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);

    if (outcome.kind === 'post-to-opener') {
      // The waiting login page is the check here; the marker is spent so it cannot serve a later link.
      takeDiscordSignInStarted();
      opener!.postMessage(outcome.message, window.location.origin);
      window.close();
      return;
    }
    if (outcome.kind === 'sign-in' && takeDiscordSignInStarted()) {
      toast.afterNavigation('success', outcome.toast);
      completeTokenSignIn(outcome.token, outcome.user);
    } else if (outcome.kind === 'sign-in') {
      // This browser did not start a Discord sign-in: a link carrying someone else's token is refused.
      toast.afterNavigation('error', DISCORD_TEXT.failed);
      window.location.replace('/auth/login');
      return;
    } else {
      toast.afterNavigation('error', outcome.toast);
    }
    window.location.replace(outcome.goTo);
  }, []);

  return <FullScreen spinner>{DISCORD_TEXT.completing}</FullScreen>;
}
