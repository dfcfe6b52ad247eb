/**
 * Every app island sits in this root: it restores the session ("Initialising session..."), waits a moment
 * for the news banners (features/announcements/hold.ts), applies the page's guard, catches render errors
 * and hosts the toasts.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $session, restoreSession } from '../features/session/store';
import { guardRedirect, type Access } from '../features/session/guards';
import { sessionMessages } from '../features/session/session.messages';
import { useWaitingForNews } from '../features/announcements/hold';
import { chromeMessages } from './chrome.messages';
import { here, useMessages } from '../lib/i18n';
import { HeaderBell } from '../features/notifications/HeaderBell';
import { GlobalBanners } from '../features/pwa/GlobalBanners';
import { LanguageOffer } from '../features/session/LanguageOffer';
import { Toaster } from '../features/toasts/Toaster';
import { ErrorBoundary } from './ErrorBoundary';
import { FullScreen } from './FullScreen';

type Props = {
  access: Access;
  children: ReactNode;
  /** Shown instead of redirecting at once (the admin panel's "Access Denied"). */
  denied?: ReactNode;
  /** Shown while the session is restored, instead of the full-screen message (the dashboard's frame). */
  restoring?: ReactNode;
};

export function AppRoot({ access, children, denied, restoring }: Props) {
  const t = useMessages(sessionMessages);
  const chrome = useMessages(chromeMessages);
  const session = useStore($session);
  const path = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  const redirect = guardRedirect(access, session, path);
  const waitingForNews = useWaitingForNews();

  useEffect(() => {
    void restoreSession();
  }, []);

  useEffect(() => {
    // A sign-out from the header is already on its way home (lib/boot.ts): going to sign in instead would
    // race it, and win on a fast machine.
    if (!redirect || document.documentElement.dataset.leaving) return;
    const delay = denied ? 2500 : 0;
    // In the page's language where the page it goes to has one (the sign-in page does).
    const timer = setTimeout(() => window.location.replace(here(redirect)), delay);
    return () => clearTimeout(timer);
  }, [redirect, denied]);

  // Loading screens first, the news banners with the page (hold.ts): arriving over a loading screen, they
  // would push down what a page shares with it (the dashboard's frame).
  const restoringSession = session.status === 'restoring' && access !== 'public';
  let content: ReactNode;
  if (restoringSession) {
    content = restoring ?? <FullScreen spinner>{t.restoring}</FullScreen>;
  } else if (redirect) {
    content = denied && session.status === 'signed-in' ? denied : <FullScreen spinner>{t.redirecting}</FullScreen>;
  } else if (waitingForNews) {
    // What the page showed before its island ran, kept a moment longer.
    content = restoring ?? <FullScreen spinner>{chrome.loading}</FullScreen>;
  } else {
    content = children;
  }

  return (
    <ErrorBoundary>
      <GlobalBanners news={!restoringSession && !waitingForNews} />
      {!restoringSession && !waitingForNews && <LanguageOffer />}
      <HeaderBell />
      {content}
      <Toaster />
    </ErrorBoundary>
  );
}

/** An island page (what an .astro page loads with client:only): `Content` in the root, behind `access`. */
export function pageOf(access: Access, Content: ComponentType) {
  return function Page() {
    return (
      <AppRoot access={access}>
        <Content />
      </AppRoot>
    );
  };
}
