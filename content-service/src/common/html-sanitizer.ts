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

export function sanitizeParagraph(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
