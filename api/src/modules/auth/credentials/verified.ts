/** The rule "a verified e-mail first" of subscribing and of adding a game account. */
import { AppError } from '../../../lib/errors';
import type { UserDocument } from '../../users/records';
import { said } from '@shared/i18n/said';
import { authErrors } from '../errors.messages';

export class EmailNotVerifiedError extends AppError {
  constructor(email: string) {
    super(403, 'EMAIL_NOT_VERIFIED', said(authErrors, 'emailNotVerified', { email }));
  }
}

export function requireVerifiedEmail(user: UserDocument): void {
  if (!user.emailVerifiedAt) throw new EmailNotVerifiedError(user.email);
}
