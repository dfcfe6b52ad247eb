/**
 * The journeys that change what every other page sees, so they run one at a time once the rest are done
 * (scripts/test.ts runs the "alone" project after "side-by-side", with one worker):
 * - admin.e2e.ts, news.e2e.ts, languages-admin.e2e.ts publish announcements, which every signed-in page
 *   shows as a banner and counts in its bell, and compare figures of the whole platform (revenue) read
 *   twice, which a payment beside them would change in between;
 * - update-prompt.e2e.ts rewrites the service worker the site serves to every page;
 * - loading-still.e2e.ts measures layout shift while answers come late: a browser beside it would change
 *   when its frames are drawn.
 */
export const ALONE = [/\/admin\.e2e\.ts$/, /\/news\.e2e\.ts$/, /\/languages-admin\.e2e\.ts$/, /\/update-prompt\.e2e\.ts$/, /\/loading-still\.e2e\.ts$/];
