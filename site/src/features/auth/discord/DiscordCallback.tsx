/**
 * /auth/discord/callback: where the API's redirect lands with `#access_token=…`, `#second_step=…` or
 * `#error=…`. As a popup it reports to the login page that opened it and closes; opened directly, it
 * completes the sign-in here (asking a two-factor user for the code first).
 */
import { useEffect, useState } from 'react';
import { LOGIN_PATH } from '@shared/routes';
import { FullScreen } from '../../../components/FullScreen';
import { completeTokenSignIn } from '../../session/store';
import { toast } from '../../toasts/store';
import { SecondStepPage } from '../SecondStepForm';
import { callbackOutcome } from './callback-outcome';
import { sameOriginOpener } from './opener';
import { takeDiscordSignInStarted } from './pending';
import { here, useMessages } from '../../../lib/i18n';
import { discordMessages } from './discord.messages';

export default function DiscordCallback() {
  const text = useMessages(discordMessages);
  const [secondStep, setSecondStep] = useState<{ challenge: string; toast: string; goTo: string } | null>(null);

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
    if ((outcome.kind === 'sign-in' || outcome.kind === 'second-step') && !takeDiscordSignInStarted()) {
      // This browser did not start a Discord sign-in: a link carrying someone else's token is refused.
      toast.afterNavigation('error', text.failed);
      window.location.replace(here(LOGIN_PATH));
      return;
    }
    if (outcome.kind === 'second-step') {
      setSecondStep(outcome);
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

  if (secondStep) {
    return (
      <SecondStepPage
        challenge={secondStep.challenge}
        welcome={secondStep.toast}
        goTo={secondStep.goTo}
        onStartOver={(reason) => {
          if (reason) toast.afterNavigation('error', reason);
          window.location.replace(here(LOGIN_PATH));
        }}
      />
    );
  }
  return <FullScreen spinner>{text.completing}</FullScreen>;
}
