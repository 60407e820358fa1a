/**
 * Improves the server-rendered site header (components/layout/site-header.tsx, `[data-site-header]`),
 * whose menus already open and close as native `<details>` without script. Open states are read
 * from the DOM when the visitor acts, so a menu opened before this module arrived stays open.
 *
 * Mobile menu (`[data-mobile-menu]`): the spec's double tap (tapping Services or Resources while its
 * submenu is open goes to the summary's `data-menu-href`), one submenu open at a time where the
 * browser ignores `<details name>`, and Escape (focus back on the menu button), a click outside it
 * or coming back to the page from the back/forward cache closes it.
 * Desktop dropdowns (`[data-nav-dropdown]`): hover opens one (a click right after does not slam it
 * shut), and leaving it, Escape (focus back on its summary), a click elsewhere or focus moving out
 * closes it.
 */

/** Goes to another page of the site. */
export type Navigate = (path: string) => void;

const loadPage: Navigate = (path) => window.location.assign(path);

const closeAll = (root: HTMLDetailsElement) => {
  root.open = false;
  root.querySelectorAll('details').forEach((details) => (details.open = false));
};

function enhanceMobileMenu(menu: HTMLDetailsElement, navigate: Navigate): void {
  const toggle = menu.querySelector<HTMLElement>(':scope > summary');
  const submenus = [...menu.querySelectorAll<HTMLDetailsElement>('details')];

  for (const submenu of submenus) {
    const summary = submenu.querySelector<HTMLElement>(':scope > summary');
    const href = summary?.dataset.menuHref;
    if (summary && href) {
      summary.addEventListener('click', (event) => {
        // The click comes before the browser toggles: open now means this is the second tap.
        if (!submenu.open) return;
        event.preventDefault();
        navigate(href);
      });
    }
    submenu.addEventListener('toggle', () => {
      if (!submenu.open) return;
      for (const other of submenus) if (other !== submenu) other.open = false;
    });
  }

  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    closeAll(menu);
    toggle?.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (menu.open && !menu.contains(event.target as Node | null)) closeAll(menu);
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
  let openedByHover = false;

  item.addEventListener('mouseenter', () => {
    if (details.open) return;
    openedByHover = true;
    details.open = true;
  });
  item.addEventListener('mouseleave', () => {
    openedByHover = false;
    details.open = false;
  });
  summary.addEventListener('click', (event) => {
    // A click right after hover-opening should not slam the menu shut.
    if (openedByHover && details.open) event.preventDefault();
    openedByHover = false;
  });
  item.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    summary.focus();
  });
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) details.open = false;
  });
  document.addEventListener('pointerdown', (event) => {
    if (details.open && !item.contains(event.target as Node | null)) details.open = false;
  });
}

export function enhanceSiteHeader(root: ParentNode = document, navigate: Navigate = loadPage): void {
  root.querySelectorAll<HTMLElement>('[data-site-header]:not([data-enhanced])').forEach((header) => {
    header.setAttribute('data-enhanced', '');
    header.querySelectorAll<HTMLDetailsElement>('details[data-mobile-menu]').forEach((menu) => enhanceMobileMenu(menu, navigate));
    header.querySelectorAll<HTMLElement>('[data-nav-dropdown]').forEach(enhanceDropdown);
  });
}

enhanceSiteHeader();
