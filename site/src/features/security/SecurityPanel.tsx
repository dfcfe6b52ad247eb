/** The Security tab: e-mail address, password, two-factor sign-in and signed-in sessions. */
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import './security.css';

export function SecurityPanel() {
  return (
    <div className="security-panel">
      <EmailSection />
      <PasswordSection />
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}
