/** The session cookie's attributes, one definition for every route that sets or clears it. */

/** HttpOnly so page scripts never see it; Strict so no other site can ride on it; scoped to the API. */
export const sessionCookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'strict', secure, path: '/api' }) as const;
