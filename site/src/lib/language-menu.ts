/**
 * The header's language menu, on every page (part of the boot script: self-contained, no imports). The
 * menu is a <details> of links and works without script; with it, a choice is remembered (a cookie the
 * site's server reads to open later visits in that language) and, signed in, saved to the account (its
 * pages, mails and consoles then follow it everywhere) before the page changes; the menu closes on
 * Escape or a click elsewhere, as the user menu does. The built links know the page's path only: as the
 * menu opens and as a link is followed, each that opens this page takes the query and fragment the page
 * has now (the dashboard's tab, the sign-in form and where it returns to).
 */
export function bootLanguageMenu(cookie: string, tokenKey: string, chooseParam: string): void {
  const menus = () => Array.from(document.querySelectorAll<HTMLDetailsElement>('details[data-language-menu]'));
  const keepPlace = (link: HTMLAnchorElement) => {
    if (!link.hasAttribute('data-keeps-place')) return;
    const query = new URLSearchParams(location.search);
    query.delete(chooseParam);
    query.set(chooseParam, link.dataset.locale || '');
    link.href = link.pathname + '?' + query.toString() + location.hash;
  };
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const opening = target?.closest('details[data-language-menu] > summary');
    if (opening) opening.parentElement?.querySelectorAll<HTMLAnchorElement>('a[data-locale]').forEach(keepPlace);
    const link = target?.closest<HTMLAnchorElement>('a[data-locale]');
    if (link) {
      keepPlace(link);
      const language = link.dataset.locale || '';
      document.cookie = cookie + '=' + encodeURIComponent(language) + '; path=/; max-age=31536000; samesite=lax';
      let token: string | null = null;
      try {
        token = localStorage.getItem(tokenKey);
      } catch {}
      if (token && document.documentElement.dataset.session === 'in') {
        // Saved first: the next page asks the account which language it reads, and must hear this one.
        event.preventDefault();
        const go = () => location.assign(link.href);
        fetch('/api/users/me/language', {
          method: 'PUT',
          headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
          body: JSON.stringify({ language }),
        }).then(go, go);
      }
    }
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
