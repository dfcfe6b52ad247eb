/**
 * The journeys that must not share the machine with another browser, so they run one at a time once the
 * rest are done (scripts/test.ts runs the "alone" project after "side-by-side", with one worker):
 * - admin.e2e.ts, news.e2e.ts, languages-admin.e2e.ts publish announcements, which every signed-in page
 *   shows as a banner and counts in its bell, and compare figures of the whole platform (revenue) read
 *   twice, which a payment beside them would change in between;
 * - update-prompt.e2e.ts rewrites the service worker the site serves to every page;
 * - loading-still.e2e.ts measures layout shift while answers come late: a browser beside it would change
 *   when its frames are drawn;
 * - single tests tagged `@alone` (ALONE_TAG): the axe tours of every screen in every theme, CPU-bound work
 *   that outlived its ceilings when two browsers ran it at once (docs/testing.md).
 *
 * Playwright matches a project's grep against the test's title path, which holds its file's name, so one
 * list of patterns picks whole files and tagged tests alike.
 */
const ALONE_FILES = ['admin', 'news', 'languages-admin', 'update-prompt', 'loading-still'];

export const ALONE_TAG = '@alone';

export const ALONE: RegExp[] = [...ALONE_FILES.map((name) => new RegExp(`(^|[ /])${name}\\.e2e\\.ts( |$)`)), new RegExp(ALONE_TAG)];
