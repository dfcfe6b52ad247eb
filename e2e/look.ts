/**
 * Looking at a screen as a person would, the same way in every journey: at 1280 and 375 px, in each
 * theme, from the top, with a screenshot of each (SCREENSHOTS=1). Nothing may scroll sideways on the
 * phone, and axe must find nothing serious or critical (all rules in the default theme, the colour rules
 * in the others). `words: true` also fails on text cut off or pushed out of its box (a long German or
 * Polish word that does not wrap), listing each.
 */
import { expect, type Page } from '@playwright/test';
import { DEFAULT_THEME, THEME_KEY, THEMES } from '../shared/src/themes';
import { checkWithAxe, COLOUR_RULES, formatFindings } from './axe';
import { screenshot } from './helpers';

export const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

export async function useTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      document.documentElement.dataset.theme = value;
    },
    [THEME_KEY, theme] as const,
  );
}

/** Text that does not fit: an element whose content is wider than its box while it clips or spills. */
export async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of Array.from(
      document.body.querySelectorAll<HTMLElement>('h1, h2, h3, h4, p, li, a, button, label, summary, dt, dd, th, td, span, strong'),
    )) {
      // Only what is drawn: not the inside of a closed menu or disclosure.
      if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) continue;
      const text = (el.textContent ?? '').trim();
      if (!text || el.closest('.visually-hidden, [aria-hidden="true"], pre, code, .table-wrap')) continue;
      const style = getComputedStyle(el);
      // Ellipsis on purpose (a long user name in the header) is a design, not an accident.
      if (style.textOverflow === 'ellipsis') continue;
      const r = el.getBoundingClientRect();
      const spills = el.scrollWidth > el.clientWidth + 1 && style.display !== 'inline' && style.overflowX !== 'auto' && style.overflowX !== 'scroll';
      if (spills || r.right > width + 1 || r.left < -1)
        out.push(`${el.tagName.toLowerCase()} "${text.slice(0, 50)}": ${Math.round(el.scrollWidth)} px of text in ${Math.round(el.clientWidth)} px`);
    }
    return out;
  });
}

/**
 * Axe's blocking findings that are still there once the page has drawn two more frames. A screen fed live
 * (the map's frames, a console's lines) is re-rendered while axe reads it, and axe once saw the map's page
 * between two renders with nothing focusable in it (scrollable-region-focusable at :root, in a full run);
 * what a person meets is what lasts.
 */
async function lastingFindings(page: Page, rules?: string[]) {
  const first = (await checkWithAxe(page, rules)).blocking;
  if (first.length === 0) return first;
  await page.evaluate(() => new Promise<void>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))));
  const again = (await checkWithAxe(page, rules)).blocking;
  const key = (f: (typeof first)[number]) => `${f.rule} ${f.targets.join(' > ')}`;
  const seenFirst = new Set(first.map(key));
  return again.filter((f) => seenFirst.has(key(f)));
}

/** The screen at desktop and phone width in every theme: a screenshot of each, nothing sideways on a phone, axe's lasting findings none. */
export async function lookAt(page: Page, name: string, { words = false } = {}): Promise<void> {
  const findings: string[] = [];
  const before = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // From the top: scrolled, the sticky header is drawn across the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    // Asked until it holds: what follows its box's width (a chart's canvas, by a ResizeObserver) takes a frame or two to narrow.
    if (size.name === 'phone')
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name}: nothing sideways on a phone` })
        .toBeLessThanOrEqual(size.width + 1);
    if (words) findings.push(...(await overflowingText(page)).map((f) => `${name} ${size.name}: ${f}`));
    for (const theme of THEMES) {
      await useTheme(page, theme);
      await screenshot(page, `${name}-${size.name}-${theme}.png`);
      findings.push(...formatFindings(`${name} ${size.name} ${theme}`, await lastingFindings(page, theme === DEFAULT_THEME ? undefined : COLOUR_RULES)));
    }
  }
  await useTheme(page, DEFAULT_THEME);
  if (before) await page.setViewportSize(before);
  expect(findings, findings.join('\n')).toEqual([]);
}
