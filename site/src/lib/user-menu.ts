/**
 * The header's user menu as a menu button (WAI-ARIA APG "menu button" pattern), on every page. It rides in
 * the boot script (lib/boot-script.ts), the one script the static pages carry, so it must stay
 * self-contained: no imports, no closures over module state. It listens on `document`, so it works for
 * markup parsed after it runs (the script sits in <head>).
 *
 * Button: Enter, Space or ArrowDown open the menu on its first item, ArrowUp on its last; a click toggles
 * (a mouse click opens it with focus left on the button).
 * Menu: ArrowUp/ArrowDown move (wrapping), Home/End jump, Space activates, Escape closes and gives focus
 * back to the button; Tab, a click outside or focus leaving the menu close it.
 */
export function bootUserMenu(): void {
  const BUTTON = '[data-user-menu-button]';

  function parts(from: Element | null): { button: HTMLButtonElement; menu: HTMLElement } | null {
    const root = from && from.closest('[data-user-menu]');
    const button = root && root.querySelector<HTMLButtonElement>(BUTTON);
    const menu = root && root.querySelector<HTMLElement>('[role="menu"]');
    return button && menu ? { button, menu } : null;
  }

  /** The entries a person can see (Admin Panel is hidden for everyone but admins). */
  function items(menu: HTMLElement): HTMLElement[] {
    return Array.prototype.slice.call(menu.querySelectorAll('[role="menuitem"]')).filter((el: HTMLElement) => el.getClientRects().length > 0);
  }

  function open(button: HTMLButtonElement, menu: HTMLElement, focus: 'first' | 'last' | 'none'): void {
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    const list = items(menu);
    const target = focus === 'first' ? list[0] : focus === 'last' ? list[list.length - 1] : undefined;
    if (target) target.focus();
  }

  function close(button: HTMLButtonElement, menu: HTMLElement, returnFocus: boolean): void {
    if (menu.hidden) return;
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) button.focus();
  }

  function closeAll(except?: Element): void {
    document.querySelectorAll(BUTTON).forEach((el) => {
      const p = parts(el);
      if (p && p.button !== except) close(p.button, p.menu, false);
    });
  }

  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target && target.closest<HTMLButtonElement>(BUTTON);
    closeAll(button || undefined);
    const p = parts(button);
    if (!p) return;
    // Enter and Space reach here as a click with detail 0: from the keyboard, focus goes into the menu.
    if (p.menu.hidden) open(p.button, p.menu, event.detail === 0 ? 'first' : 'none');
    else close(p.button, p.menu, false);
  });

  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    const p = parts(target);
    if (!p || !target) return;
    const { button, menu } = p;
    const key = event.key;

    if (target === button) {
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        event.preventDefault();
        open(button, menu, key === 'ArrowUp' ? 'last' : 'first');
      } else if (key === 'Escape') {
        close(button, menu, true);
      }
      return;
    }
    if (!menu.contains(target)) return;

    const list = items(menu);
    const at = list.indexOf(target);
    let next: HTMLElement | undefined;
    if (key === 'ArrowDown') next = list[(at + 1) % list.length];
    else if (key === 'ArrowUp') next = list[(at - 1 + list.length) % list.length];
    else if (key === 'Home') next = list[0];
    else if (key === 'End') next = list[list.length - 1];
    else if (key === 'Escape') {
      event.preventDefault();
      close(button, menu, true);
      return;
    } else if (key === ' ') {
      event.preventDefault();
      target.click();
      return;
    } else if (key === 'Tab') {
      // Focus goes on to the next control on the page (after it has moved: hiding the focused item
      // first would drop focus to the top of the page); the menu does not stay open behind it.
      setTimeout(() => close(button, menu, false), 0);
      return;
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  });

  // Focus moved elsewhere by any means (a click in another window, a screen reader's jump): close.
  document.addEventListener('focusout', (event) => {
    const p = parts(event.target as Element | null);
    const to = event.relatedTarget as Node | null;
    if (p && to && !p.button.parentElement!.contains(to)) close(p.button, p.menu, false);
  });
}
