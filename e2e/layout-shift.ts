/**
 * A page that stands still while it loads: the cumulative layout shift a person sees (shifts they did not
 * cause by typing or clicking), counted from the first paint, with chosen API answers held back as a slow
 * network would hold them.
 */
import { expect, type Page } from '@playwright/test';

/** Counts the page's layout shifts from its next load on; read them with `layoutShift`. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift counted since the page loaded (`watchLayoutShift` first). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Every request to `url` answered `ms` later than the server answers it: a slow network, not a wait of the test's. */
export async function answerLate(page: Page, url: string, ms: number): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The signed-in page reloaded at `width` as on a fresh device (no answers cached from a visit before), its loading screen shown first. */
export async function reloadAfresh(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => localStorage.removeItem('castellan.query-cache'));
  await page.reload();
  await expect(page.getByText('Initialising session...')).toBeVisible();
}
