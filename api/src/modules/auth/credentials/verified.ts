/** The rule "a verified e-mail first" of subscribing and of adding a game account. */
import { AppError } from '../../../lib/errors';
import type { UserDocument } from '../../users/records';

export class EmailNotVerifiedError extends AppError {
  constructor(email: string) {
    super(403, 'EMAIL_NOT_VERIFIED', `Confirm your e-mail address first: open the link we sent to ${email}, or send a new one from the banner at the top of the app.`);
  }
}

export function requireVerifiedEmail(user: UserDocument): void {
  if (!user.emailVerifiedAt) throw new EmailNotVerifiedError(user.email);
}
