import { slugify } from '@site/contracts';

/** Lowercase letters and digits in hyphen-separated runs: exactly what slugify produces. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 200;
const MAX_BLOG_ID = 2_147_483_647;

/**
 * A slug must contain a letter, so `/blog/:id` can tell a numeric id from a slug without guessing.
 * Returns the normalised slug, or a reason it cannot be one.
 */
export function normaliseSlug(raw: string): { slug: string } | { problem: string } {
  const slug = slugify(raw).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  if (!slug) return { problem: 'The address (slug) must contain letters or digits' };
  if (!/[a-z]/.test(slug)) return { problem: 'The address (slug) must contain at least one letter' };
  return { slug };
}

/** The slug a new post gets when none is given: the title by the spec's rule, made safe. */
export function slugFromTitle(title: string): string {
  const base = slugify(title).slice(0, MAX_SLUG_LENGTH - 12).replace(/-+$/, '');
  if (!base) return 'post';
  return /[a-z]/.test(base) ? base : `post-${base}`;
}

export type BlogKey = { kind: 'id'; id: number } | { kind: 'slug'; slug: string } | { kind: 'invalid' };

/** Reads the `:id` of /blog/:id: a positive integer id or a slug; anything else can never match. */
export function parseBlogKey(raw: string): BlogKey {
  if (/^\d{1,10}$/.test(raw)) {
    const id = Number(raw);
    return id >= 1 && id <= MAX_BLOG_ID ? { kind: 'id', id } : { kind: 'invalid' };
  }
  const lowered = raw.toLowerCase();
  if (lowered.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(lowered)) return { kind: 'slug', slug: lowered };
  return { kind: 'invalid' };
}
