/** Sending the verification link again (the banner, the verify page and EMAIL_NOT_VERIFIED's fix link). */
import { ApiError, api, unwrap } from '../../lib/api';
import { messagesNow } from '../../lib/i18n';
import { refreshUser } from '../session/store';
import { errorMessage, toast } from '../toasts/store';
import { verifyBannerMessages } from './verify.messages';

/** Asks for a new link; the outcome is a toast (429 says how long to wait). True when a link went out. */
export async function sendVerificationAgain(): Promise<boolean> {
  try {
    const { message } = await unwrap(api.api.auth['verify-email'].resend.post());
    toast.success(message);
    return true;
  } catch (err) {
    toast.error(errorMessage(err, messagesNow(verifyBannerMessages).sendFailed));
    // 409: verified meanwhile (another tab, another device): the banner should go.
    if (err instanceof ApiError && err.status === 409) await refreshUser();
    return false;
  }
}
