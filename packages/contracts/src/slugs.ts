// Slug rules without zod, so public pages can import them without pulling the schemas into their
// bundles (`@site/contracts/slugs`). content.ts re-exports both.

/** The rule blog cards use to build an article link (spec section 2). */
export const slugToPath = (slug: string): string => slug.toLowerCase().trim().replace(/\s+/g, '-');

/** Server-side slug: the card rule, plus removal of characters unsafe in a URL path segment. */
export const slugify = (text: string): string =>
  slugToPath(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
