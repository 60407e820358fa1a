import { useEffect, useId, useRef, useState } from 'react';
import type { NavMenu } from '@/content/navigation';
import styles from './site-header.module.css';

/**
 * A desktop header menu (disclosure pattern): the button toggles the list and reports aria-expanded;
 * pointer hover opens it too; Escape closes it and returns focus to the button; so do a click
 * elsewhere, focus leaving the menu, and a route change.
 */
export function NavDropdown({ menu, pathname }: { menu: NavMenu; pathname: string }) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const active = menu.items.some((item) => item.to === pathname) || (menu.to !== null && pathname === menu.to);

  return (
    <li
      ref={rootRef}
      className={styles.dropdown}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={[styles.navItem, active ? styles.active : ''].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          // A click right after hover-opening should not slam the menu shut.
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
            return;
          }
          setOpen((value) => !value);
        }}
      >
        {menu.label}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" />
        </svg>
      </button>
      <ul id={listId} className={[styles.submenu, menu.items.length > 6 ? styles.wide : ''].filter(Boolean).join(' ')} hidden={!open}>
        {menu.items.map((item) => (
          <li key={item.to}>
            <a href={item.to} className={item.to === pathname ? styles.active : undefined} aria-current={item.to === pathname ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
