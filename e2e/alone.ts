/**
 * The journeys that must not share the machine with another browser, so they run one at a time once the
 * rest are done (scripts/test.ts runs the "alone" project after "side-by-side", with one worker):
 * - whole files: languages-admin.e2e.ts publishes an announcement (which every signed-in page shows as a
 *   banner and counts in its bell) and its tests follow one another; update-prompt.e2e.ts rewrites the
 *   service worker the site serves to every page; loading-still.e2e.ts measures layout shift while answers
 *   come late, and a browser beside it would change when its frames are drawn;
 * - single tests tagged `@alone` (ALONE_TAG): those of admin.e2e.ts and news.e2e.ts that publish
 *   announcements, compare figures of the whole platform (revenue) read twice, which a payment beside them
 *   would change in between, or read the platform's health, which a loaded machine's slow database ping
 *   turns to degraded; and the axe tours of every screen in every theme, CPU-bound work that outlived its
 *   ceilings when two browsers ran it at once (docs/testing.md). Their other tests (the admin's analytics
 *   and user search, the bell) change nothing any other page sees and run side by side.
 *
 * Playwright matches a project's grep against the test's title path, which holds its file's name, so one
 * list of patterns picks whole files and tagged tests alike.
 */
const ALONE_FILES = ['languages-admin', 'update-prompt', 'loading-still'];

export const ALONE_TAG = '@alone';

export const ALONE: RegExp[] = [...ALONE_FILES.map((name) => new RegExp(`(^|[ /])${name}\\.e2e\\.ts( |$)`)), new RegExp(ALONE_TAG)];

/**
 * How many browsers the side-by-side stage runs at once (E2E_WORKERS sets another number). On 2 cores,
 * three kept the machine busier than two (about 80 % of the CPU with two: each step waits on the next
 * process in line) and took the stage from 317 s to 278 s for the same CPU seconds (docs/testing.md).
 */
export const SIDE_BY_SIDE_WORKERS = Number(process.env.E2E_WORKERS ?? 3);
