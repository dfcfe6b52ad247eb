/** The one card, centred, that the sign-in, second-step, password and e-mail pages stand in. */
import type { ComponentType, ReactNode } from 'react';
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
