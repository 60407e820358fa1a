import type { MouseEvent } from 'react';

export interface JumpTarget {
  id: string;
  label: string;
  /** A refused field inside: the link says so. */
  invalid?: boolean;
}

/**
 * The list of an editor's parts, each a link that brings its part into view and moves focus there
 * (the part is a fieldset; its legend names it). Works inside a dialog, whose scroll the URL hash
 * would not reach.
 */
export function JumpList({ label, targets }: { label: string; targets: JumpTarget[] }) {
  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }
  return (
    <nav aria-label={label} className="admin-jump-list">
      <ul>
        {targets.map((t) => (
          <li key={t.id}>
            <a href={`#${t.id}`} onClick={(e) => jump(e, t.id)}>
              {t.label}
              {t.invalid ? <span className="admin-jump-list__invalid"> (check this)</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
