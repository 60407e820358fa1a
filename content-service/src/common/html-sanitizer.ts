import sanitizeHtml from 'sanitize-html';

/**
 * Paragraphs are rendered as HTML on public pages, so they are cleaned once, on write: simple
 * formatting and links survive; scripts, styles, event handlers and non-web link schemes do not.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped tags whose text must not leak into the page as words.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links to other sites must not pass the opener or rank; `noopener noreferrer nofollow` on every link.
    a: (tagName, attribs) => {
      const next: Record<string, string> = { rel: 'noopener noreferrer nofollow' };
      if (attribs.href) next.href = attribs.href;
      if (attribs.target === '_blank') next.target = '_blank';
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** Any block markup: a paragraph that has some is already HTML and keeps its own structure. */
const BLOCK_MARKUP = /<(?:p|br|ul|ol|li|h[1-6]|blockquote|div)\b/i;

/**
 * Plain text with line breaks (an API client, an old textarea, a migration) becomes paragraphs: a
 * blank line separates paragraphs, a single line break stays a `<br />`. Without this the breaks
 * collapse when the paragraph is rendered as HTML.
 */
export function paragraphsFromText(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (!normalised.includes('\n') || BLOCK_MARKUP.test(normalised)) return normalised;
  return normalised
    .split(/\n[ \t]*\n\s*/)
    .map((block) => `<p>${block.trim().split(/[ \t]*\n[ \t]*/).join('<br />')}</p>`)
    .join('');
}

/** The one stored form of a paragraph: sanitised HTML (decisions/content.md, rich text). */
export function sanitizeParagraph(html: string): string {
  return sanitizeHtml(paragraphsFromText(html), OPTIONS).trim();
}
