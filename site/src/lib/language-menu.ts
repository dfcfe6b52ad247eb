/**
 * The header's language menu, on every page (part of the boot script: self-contained, no imports). The
 * menu is a <details> of links and works without script; with it, a choice is remembered (a cookie the
 * site's server reads to open later visits in that language), and the menu closes on Escape or a click
 * elsewhere, as the user menu does.
 */
export function bootLanguageMenu(cookie: string): void {
  const menus = () => Array.from(document.querySelectorAll<HTMLDetailsElement>('details[data-language-menu]'));
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const link = target?.closest<HTMLAnchorElement>('a[data-locale]');
    if (link) document.cookie = cookie + '=' + encodeURIComponent(link.dataset.locale || '') + '; path=/; max-age=31536000; samesite=lax';
    menus().forEach((menu) => {
      if (menu.open && !(target && menu.contains(target))) menu.open = false;
    });
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    menus().forEach((menu) => {
      if (!menu.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    });
  });
}
