import { useId, useLayoutEffect, useRef } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}

type Format = 'bold' | 'italic' | 'link' | 'list';

/** Wraps the selected text in the HTML the API keeps (and sanitises): strong, em, a, ul/li. */
function applyFormat(format: Format, selected: string, href: string | null): string {
  switch (format) {
    case 'bold':
      return `<strong>${selected}</strong>`;
    case 'italic':
      return `<em>${selected}</em>`;
    case 'link':
      return `<a href="${(href ?? '').replace(/"/g, '&quot;')}">${selected || href}</a>`;
    case 'list': {
      const items = (selected || '').split(/\r?\n/).map((line) => `<li>${line.trim()}</li>`);
      return `<ul>${items.join('')}</ul>`;
    }
  }
}

/**
 * A paragraph field with a small formatting toolbar. A textarea keeps the HTML visible and editable
 * (what the article page renders), and each button wraps the selection in a tag.
 */
export function RichTextField({ label, value, onChange, rows = 4 }: Props) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  // After a format, the caret goes after the inserted markup once React has written the new value.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area || caret.current === null) return;
    area.focus();
    area.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  function format(kind: Format) {
    const area = ref.current;
    if (!area) return;
    const start = area.selectionStart;
    const end = area.selectionEnd;
    const selected = value.slice(start, end);
    let href: string | null = null;
    if (kind === 'link') {
      href = window.prompt('Link address (https://...)', 'https://');
      if (!href) return;
    }
    const replacement = applyFormat(kind, selected, href);
    const next = value.slice(0, start) + replacement + value.slice(end);
    caret.current = start + replacement.length;
    onChange(next);
  }

  return (
    <div className="admin-rich-text">
      <label htmlFor={id}>{label}</label>
      <div role="toolbar" aria-label={`Formatting for ${label}`} aria-controls={id} className="admin-rich-text__toolbar">
        <button type="button" onClick={() => format('bold')} aria-label={`Bold (${label})`}>
          <strong>B</strong>
        </button>
        <button type="button" onClick={() => format('italic')} aria-label={`Italic (${label})`}>
          <em>I</em>
        </button>
        <button type="button" onClick={() => format('link')} aria-label={`Link (${label})`}>
          Link
        </button>
        <button type="button" onClick={() => format('list')} aria-label={`Bulleted list (${label})`}>
          • List
        </button>
      </div>
      <textarea id={id} ref={ref} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
