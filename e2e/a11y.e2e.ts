/**
 * Keyboard access as a person without a mouse meets it: the skip link, the header's user menu, and a
 * visible 2 px focus ring on every control Tab reaches, never cut off by a box that scrolls or clips.
 * (Contrast, names and landmarks are axe's part, in screens.e2e.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { addGameAccountViaApi, pickTemplate, signedUpPlayer, screenshot } from './helpers';

test('"Skip to content" is the first stop of Tab on every kind of page and jumps past the header', async ({ page }) => {
  for (const path of ['/', '/pricing', '/auth/login']) {
    await page.goto(path);
    // The page's content drawn first (the sign-in form is an island): before, nothing in it takes focus.
    await expect(page.getByRole('main').locator('a[href], button, input').first()).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    if (path === '/') await screenshot(page, 'a11y-skip-link.png', { fullPage: false });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab lands inside the page's content, not back in the header's navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  }
  await signedUpPlayer(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

test('the user menu opens, moves, and closes from the keyboard, and closes on a click outside', async ({ page }) => {
  const email = await signedUpPlayer(page);
  const button = page.getByRole('button', { name: `User menu: ${email}` });
  const menu = page.getByRole('menu');
  const item = (name: string) => page.getByRole('menuitem', { name });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  // Enter opens it on the first entry; arrows move (Admin Panel is not there for a player) and wrap.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(item('Dashboard')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Profile')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item('Sign out')).toBeFocused();
  await screenshot(page, 'a11y-user-menu-keyboard.png', { fullPage: false });
  await page.keyboard.press('ArrowDown');
  await expect(item('Dashboard')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Sign out')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Dashboard')).toBeFocused();

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // ArrowUp opens it on the last entry, Space on the first; Tab leaves it and it closes.
  await page.keyboard.press('ArrowUp');
  await expect(item('Sign out')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Space');
  await expect(item('Dashboard')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // A click opens it, a click elsewhere on the page closes it.
  await button.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).first().click();
  await expect(menu).toBeHidden();

  // Enter on an entry follows it.
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(item('Settings')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
});

type Stop = { what: string; ring: string | null };

/** Presses Tab until focus comes back round (or `max` stops) and judges the ring of each control reached. */
async function tabThrough(page: Page, max = 80): Promise<Stop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    delete (window as unknown as { lastTabStop?: Element }).lastTabStop;
  });
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      // Judged on the next frame: the ring is what the player sees once the focus move has been drawn.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // A time input takes several Tabs (hours, minutes): one control, one stop, and not "come round".
      const w = window as unknown as { lastTabStop?: Element };
      if (w.lastTabStop === el) return { same: true as const };
      w.lastTabStop = el;
      const describe = (e: Element) => {
        const classes = e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : '';
        return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${classes} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`;
      };
      // The ring is the control's own outline, or (a visually hidden radio or checkbox) its label's.
      let holder: Element | null = el;
      for (let k = 0; holder && k < 3 && getComputedStyle(holder).outlineStyle === 'none'; k += 1) holder = holder.parentElement;
      if (!holder || getComputedStyle(holder).outlineStyle === 'none')
        return { what: describe(el), key: describe(el) + el.getBoundingClientRect().top, ring: 'no outline' };
      const cs = getComputedStyle(holder);
      const width = parseFloat(cs.outlineWidth);
      if (width < 2) return { what: describe(el), key: describe(el), ring: `outline ${width}px` };
      const offset = parseFloat(cs.outlineOffset);
      const r = holder.getBoundingClientRect();
      const out = offset + width;
      const ring = { left: r.left - out, right: r.right + out, top: r.top - out, bottom: r.bottom + out };
      // Any ancestor that clips what overflows it cuts the ring at its padding box.
      for (let p = holder.parentElement; p && p !== document.documentElement; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (ps.overflowX === 'visible' && ps.overflowY === 'visible') continue;
        const pr = p.getBoundingClientRect();
        const inner = {
          left: pr.left + parseFloat(ps.borderLeftWidth),
          right: pr.right - parseFloat(ps.borderRightWidth),
          top: pr.top + parseFloat(ps.borderTopWidth),
          bottom: pr.bottom - parseFloat(ps.borderBottomWidth),
        };
        const cut =
          (ps.overflowX !== 'visible' && (ring.left < inner.left - 0.5 || ring.right > inner.right + 0.5)) ||
          (ps.overflowY !== 'visible' && (ring.top < inner.top - 0.5 || ring.bottom > inner.bottom + 0.5));
        if (cut) return { what: describe(el), key: describe(el), ring: `clipped by ${describe(p)}` };
      }
      return { what: describe(el), key: describe(el) + r.top + r.left, ring: null };
    });
    if (!stop || 'same' in stop) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    stops.push({ what: stop.what, ring: stop.ring });
  }
  return stops;
}

test('every control Tab reaches shows a 2 px focus ring that nothing cuts off, at desktop and phone width', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  let checked = 0;
  const visit = async (label: string) => {
    for (const size of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(size);
      const stops = await tabThrough(page);
      checked += stops.length;
      for (const s of stops) if (s.ring) problems.push(`${label} at ${size.width} px: ${s.what}: ${s.ring}`);
    }
  };

  for (const path of ['/', '/pricing', '/auth/login']) {
    await page.goto(path);
    await visit(path);
  }
  await signedUpPlayer(page);
  const account = await addGameAccountViaApi(page);
  await page.goto('/bots/create');
  await visit('/bots/create');
  await pickTemplate(page, 'Resource Collector & Feasts');
  await page.getByLabel('Game account').selectOption({ label: `${account.name} – INT1` });
  await page.getByRole('button', { name: 'Create Bot' }).click();
  // The new bot's console opens: its controls are Tab stops too.
  await expect(page.getByRole('heading', { name: 'Bot Console' })).toBeVisible();
  await visit('/bots/:id');
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: 'Resource Collector & Feasts' })).toBeVisible();
  await visit('/dashboard');
  // The measure itself: a tab's ring pushed outside its scrolling tab strip must be reported as cut off.
  await page.getByRole('tab').evaluateAll((tabs) => tabs.forEach((tab) => ((tab as HTMLElement).style.outlineOffset = '2px')));
  expect((await tabThrough(page)).filter((s) => s.ring?.includes('tab-list'))).not.toEqual([]);
  await page.reload();
  // The open user menu's entries too.
  await page.getByRole('button', { name: /User menu/ }).focus();
  await page.keyboard.press('Enter');
  for (const name of ['Dashboard', 'Profile', 'Settings', 'Alliance', 'Support', 'Scripts', 'Sign out']) {
    await expect(page.getByRole('menuitem', { name })).toBeFocused();
    const ring = await page.getByRole('menuitem', { name }).evaluate((el) => getComputedStyle(el).outlineWidth);
    if (parseFloat(ring) < 2) problems.push(`user menu: ${name}: outline ${ring}`);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Escape');
  for (const path of ['/accounts', '/settings', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await visit(path);
  }
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Console' }).first().click();
  await expect(page.getByRole('heading', { name: 'Bot Console' })).toBeVisible();
  await visit('console');

  // A page with no controls reached would pass by accident.
  expect(checked).toBeGreaterThan(100);
  expect(problems, problems.join('\n')).toEqual([]);
});
