/**
 * Paragraphs are stored once, as sanitised HTML (content-service). The editor shows them as text:
 * paragraphs separated by a blank line, line breaks as typed, `&` and `<` as themselves, and only
 * the formatting the toolbar inserts (strong, em, a, lists, ...) as tags. These two functions turn
 * one into the other, so saving "A & B" stores `<p>A &amp; B</p>` and reopening shows "A & B".
 */
const INLINE_TAGS = new Set(['strong', 'em', 'b', 'i', 'u', 'a']);
const BLOCK_TAGS = new Set(['ul', 'ol', 'li', 'h3', 'h4', 'blockquote']);
const KEPT_TAG = /(<\/?(?:strong|em|b|i|u|a|ul|ol|li|h3|h4|blockquote)(?:\s[^<>]*)?>)/i;
const BLOCK_START = /^<(?:ul|ol|h3|h4|blockquote)\b/i;

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function tagOf(element: Element): [string, string] {
  const name = element.tagName.toLowerCase();
  const href = name === 'a' ? element.getAttribute('href') : null;
  const target = name === 'a' ? element.getAttribute('target') : null;
  const attributes = `${href !== null ? ` href="${escapeAttribute(href)}"` : ''}${target ? ` target="${escapeAttribute(target)}"` : ''}`;
  return [`<${name}${attributes}>`, `</${name}>`];
}

function inlineText(nodes: NodeListOf<ChildNode> | ChildNode[]): string {
  let out = '';
  for (const node of Array.from(nodes)) {
    if (node.nodeType === 3) out += node.textContent ?? '';
    else if (node.nodeType === 1) {
      const element = node as Element;
      const name = element.tagName.toLowerCase();
      if (name === 'br') out += '\n';
      else if (INLINE_TAGS.has(name) || BLOCK_TAGS.has(name)) {
        const [open, close] = tagOf(element);
        out += `${open}${inlineText(element.childNodes)}${close}`;
      } else out += inlineText(element.childNodes);
    }
  }
  return out;
}

/** Stored HTML -> the text the editor shows. */
export function htmlToEditable(html: string): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const blocks: string[] = [];
  let loose: ChildNode[] = [];
  const flush = () => {
    const text = inlineText(loose).trim();
    if (text) blocks.push(text);
    loose = [];
  };
  for (const node of Array.from(body.childNodes)) {
    const name = node.nodeType === 1 ? (node as Element).tagName.toLowerCase() : '';
    if (name === 'p' || name === 'div') {
      flush();
      const text = inlineText(node.childNodes).trim();
      if (text) blocks.push(text);
    } else if (BLOCK_TAGS.has(name)) {
      flush();
      blocks.push(inlineText([node]).trim());
    } else if (node.nodeType === 3 && /\n\s*\n/.test(node.textContent ?? '')) {
      // Plain text with blank lines between paragraphs (an old value): keep them apart.
      const parts = (node.textContent ?? '').split(/\n\s*\n/);
      parts.forEach((part, i) => {
        if (i > 0) flush();
        loose.push(document.createTextNode(part));
      });
    } else loose.push(node);
  }
  flush();
  return blocks.join('\n\n');
}

/** The editor's text -> the HTML sent to the API (which sanitises it again). */
export function editableToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((block) => block.trim())
    .filter(Boolean);
  return blocks
    .map((block) => {
      const html = block
        .split(KEPT_TAG)
        .map((part, i) => (i % 2 === 1 ? part : escapeText(part)))
        .join('');
      if (BLOCK_START.test(block)) return html.replace(/\n/g, '');
      return `<p>${html.split('\n').join('<br />')}</p>`;
    })
    .join('');
}
