/** The Security tab's calls: each throws ApiError with the API's own message, which the screen shows. */
import { api, unwrap } from '../../lib/api';

export const fetchTwoFactor = () => unwrap(api.api.auth['2fa'].get());
export const startTwoFactorSetup = () => unwrap(api.api.auth['2fa'].setup.post());
export const enableTwoFactor = (code: string) => unwrap(api.api.auth['2fa'].enable.post({ code }));
export const disableTwoFactor = (proof: { password: string } | { code: string }) => unwrap(api.api.auth['2fa'].disable.post(proof));
export const renewRecoveryCodes = (code: string) => unwrap(api.api.auth['2fa']['recovery-codes'].post({ code }));

export const fetchSessions = () => unwrap(api.api.auth.sessions.get());
export const endSession = (id: string) => unwrap(api.api.auth.sessions({ id }).delete());
export const endOtherSessions = () => unwrap(api.api.auth.sessions['sign-out-others'].post());

/** Discord-only accounts have no password to give: the API then asks for none. */
export const requestEmailChange = (email: string, password: string | null) =>
  unwrap(api.api.auth.email.post(password === null ? { email } : { email, password }));
export const changePassword = (currentPassword: string, newPassword: string) => unwrap(api.api.auth.password.post({ currentPassword, newPassword }));

export type TwoFactorStatus = Awaited<ReturnType<typeof fetchTwoFactor>>;
export type TwoFactorSetup = Awaited<ReturnType<typeof startTwoFactorSetup>>;
export type SessionItem = Awaited<ReturnType<typeof fetchSessions>>['sessions'][number];
