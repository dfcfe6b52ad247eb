/** The one card, centred, that the sign-in, second-step, password and e-mail pages stand in, and its parts. */
import type { ComponentType, FormEvent, ReactNode } from 'react';
import { pageOf } from '../../components/AppRoot';

export function AuthCard({ role, children }: { role?: 'status'; children: ReactNode }) {
  return (
    <div className="auth-wrap">
      <div className="card auth-card" role={role}>
        {children}
      </div>
    </div>
  );
}

/** A public page (signed in or not) whose whole content is `Form` in the card. */
export const authCardPage = (Form: ComponentType) =>
  pageOf('public', () => (
    <AuthCard>
      <Form />
    </AuthCard>
  ));

/** A form's button is gone once its outcome shows: a ref that moves the focus to the outcome's heading (tabIndex -1), not to the page's start. */
const focusOnShow = (el: HTMLElement | null): void => el?.focus();

/** What a card's form came to, in the form's place: a heading that takes the focus, then what it says. */
export function AuthOutcome({ role, heading, children }: { role: 'status' | 'alert'; heading: string; children: ReactNode }) {
  return (
    <div className="auth-outcome" role={role}>
      <h1 tabIndex={-1} ref={focusOnShow}>
        {heading}
      </h1>
      {children}
    </div>
  );
}

/** The card's full-width submit button, which says it is under way while the request runs. */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button-primary button-block" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A card's form under its title and lead; the form checks its fields itself (noValidate), as it is sent. */
export function AuthForm({
  title,
  lead,
  onSubmit,
  children,
}: {
  title: string;
  lead: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <>
      <h1>{title}</h1>
      <p className="auth-lead">{lead}</p>
      <form onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </>
  );
}
