/**
 * Which enhancement modules (src/enhance/<name>.ts) a public page needs, read from the HTML the page
 * rendered: each module finds its elements by the attribute `data-<name>`, which the component that
 * needs it renders (components/ui/carousel renders `data-carousel`, features/forms/contact-form
 * `data-contact-form`, ...). So the component carries its need, wherever it is nested, and the
 * layout (src/layouts/site-layout.astro) includes the scripts: no page keeps a list that could
 * forget a behaviour or load a dead one (docs/decisions/rendering.md RL3).
 */
export const PAGE_ENHANCEMENTS = ['carousel', 'stat-counter', 'hero-video', 'media-gallery', 'contact-form', 'job-application-form'] as const;

export type PageEnhancement = (typeof PAGE_ENHANCEMENTS)[number];

// Inside a start tag only (`[^<>]` cannot leave it), so an article's text that reads "data-carousel"
// is not an element; the name must end there, so `data-carousel-next` is not `data-carousel`.
const marker = (name: PageEnhancement) => new RegExp(`<[a-z][^<>]*\\sdata-${name}(?=[\\s=/>])`, 'i');
const MARKERS = PAGE_ENHANCEMENTS.map((name) => [name, marker(name)] as const);

/** The modules the page's HTML asks for, in PAGE_ENHANCEMENTS order; none for a text-only page. */
export function pageEnhancements(html: string): PageEnhancement[] {
  return MARKERS.filter(([, pattern]) => pattern.test(html)).map(([name]) => name);
}
