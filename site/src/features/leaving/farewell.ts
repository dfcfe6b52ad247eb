/**
 * The note the landing page shows once after an account was deleted. The landing page is static (no
 * toaster of its own), so the note waits in sessionStorage for its small script (FarewellNotice.astro).
 */
export const FAREWELL_KEY = 'castellan.farewell';
export const FAREWELL_MESSAGE = 'Your account has been deleted.';
