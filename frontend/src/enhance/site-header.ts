/**
 * Improves the server-rendered site header (components/layout/site-header.tsx, `[data-site-header]`),
 * whose menus do what spec section 2 asks with HTML and CSS alone, on every page with or without
 * script: native `<details>` open and close them, hover shows a dropdown, a click outside an open
 * menu closes it without pressing what is under it, and the mobile menu's second tap on Services or
 * Resources lands on a link to its page. Open states are read from the DOM when the visitor acts,
 * so a menu opened before this module arrived stays open.
 *
 * What only a script can add: Escape closes the open menu (focus back on its summary), focus moving
 * out of a dropdown closes it, the mobile menu closes with its submenus and is closed on the way back
 * from the back/forward cache, and one mobile submenu is open at a time where the browser ignores
 * `<details name>`.
 */

const closeAll = (root: HTMLDetailsElement) => {
  root.open = false;
  root.querySelectorAll('details').forEach((details) => (details.open = false));
};

function enhanceMobileMenu(menu: HTMLDetailsElement): void {
  const toggle = menu.querySelector<HTMLElement>(':scope > summary');
  const submenus = [...menu.querySelectorAll<HTMLDetailsElement>('details')];

  for (const submenu of submenus) {
    submenu.addEventListener('toggle', () => {
      if (!submenu.open) return;
      for (const other of submenus) if (other !== submenu) other.open = false;
    });
  }

  // Closed by a tap outside (the CSS layer presses its button): its submenus close too, so it opens
  // afresh, where a tap on Services opens Services again instead of taking the visitor away.
  menu.addEventListener('toggle', () => {
    if (!menu.open) closeAll(menu);
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    closeAll(menu);
    toggle?.focus();
  });
  // Back from the page a menu link opened (the page kept in the back/forward cache): menu closed.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) closeAll(menu);
  });
}

function enhanceDropdown(item: HTMLElement): void {
  const details = item.querySelector<HTMLDetailsElement>(':scope > details');
  const summary = details?.querySelector<HTMLElement>(':scope > summary');
  if (!details || !summary) return;
  item.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    summary.focus();
  });
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) details.open = false;
  });
}

export function enhanceSiteHeader(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-site-header]:not([data-enhanced])').forEach((header) => {
    header.setAttribute('data-enhanced', '');
    header.querySelectorAll<HTMLDetailsElement>('details[data-mobile-menu]').forEach(enhanceMobileMenu);
    header.querySelectorAll<HTMLElement>('[data-nav-dropdown]').forEach(enhanceDropdown);
  });
}

enhanceSiteHeader();
