import type { Extensions } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';

/**
 * The paragraph editor's document (docs/decisions/frontend-admin.md, A13): paragraphs, line breaks,
 * bold, italic, links and bulleted or numbered lists; nothing else exists in it, so whatever is
 * pasted (Word, Google Docs, a web page) keeps exactly that formatting. Its HTML is in the form
 * content-service stores (sanitize-html leaves it unchanged): `<p>`, `<br />`, `<strong>`, `<em>`,
 * `<a rel="noopener noreferrer nofollow" href>`, `<ul>`/`<ol>` with `<li><p>`.
 */

/** The link targets content-service keeps: http(s), mailto, tel and paths on this site. */
export const isAllowedLink = (href: string): boolean => /^(https?:|mailto:|tel:)/i.test(href) || (href.startsWith('/') && !href.startsWith('//'));

/** A typed address made usable: "example.com" -> "https://example.com"; null when it cannot be a link. */
export function normaliseLink(typed: string): string | null {
  const href = typed.trim();
  if (!href) return null;
  if (isAllowedLink(href)) return href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  if (/^[^\s/]+\.[^\s/]+/.test(href)) return `https://${href}`;
  return null;
}

const REL = 'noopener noreferrer nofollow';

export const richTextExtensions: Extensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // A trailing empty paragraph after a list would be stored as `<p></p>`.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { rel: REL, target: null, class: null },
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
];

/**
 * The editor's HTML in the stored form: an empty document is '', and the two spellings the browser's
 * serialiser and sanitize-html write differently (`<br>` / `<br />`, `&nbsp;` / U+00A0) are
 * written as the server writes them; links carry rel first, as the server writes them.
 */
export function toStoredHtml(html: string, isEmpty: boolean): string {
  if (isEmpty) return '';
  return html
    .replace(/<br>/g, '<br />')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/<a ([^>]*)>/g, (_whole, attributes: string) => {
      const href = /href="([^"]*)"/.exec(attributes)?.[1];
      const target = /target="_blank"/.test(attributes) ? ' target="_blank"' : '';
      return `<a rel="${REL}"${href !== undefined ? ` href="${href}"` : ''}${target}>`;
    });
}

/** The glyph Word writes before each list item ("·", "1.", "a)"), in a span styled mso-list:Ignore. */
const ORDERED_MARKER = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]\s*$/i;

/**
 * Word writes lists as paragraphs styled `mso-list` with the bullet as text in front. Before the
 * editor reads pasted HTML, consecutive such paragraphs become one `<ul>` or `<ol>` of `<li>`
 * (nested levels are flattened), their bullet text dropped; other markup is left to the schema.
 */
export function wordListsToHtml(html: string): string {
  if (!/mso-list/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const isWordItem = (node: Element | null): node is HTMLElement =>
    !!node && node.tagName === 'P' && /mso-list\s*:\s*l\d/i.test(node.getAttribute('style') ?? '');
  for (const first of Array.from(doc.body.querySelectorAll('p'))) {
    if (!first.isConnected || !isWordItem(first) || isWordItem(first.previousElementSibling)) continue;
    const items: HTMLElement[] = [];
    for (let node: Element | null = first; isWordItem(node); node = node.nextElementSibling) items.push(node);
    const markerOf = (p: HTMLElement) => Array.from(p.querySelectorAll('span')).find((s) => /mso-list\s*:\s*ignore/i.test(s.getAttribute('style') ?? ''));
    const ordered = ORDERED_MARKER.test(markerOf(items[0]!)?.textContent ?? '');
    const list = doc.createElement(ordered ? 'ol' : 'ul');
    for (const p of items) {
      markerOf(p)?.remove();
      const li = doc.createElement('li');
      const para = doc.createElement('p');
      para.innerHTML = p.innerHTML;
      li.append(para);
      list.append(li);
    }
    first.before(list);
    for (const p of items) p.remove();
  }
  return doc.body.innerHTML;
}
