import { z } from 'zod';
import { BLOG_CONTENT_SLOTS } from './limits';

/**
 * How a save (POST /blog, PUT /blog/:id, PUT /api/caseStudies/:id) is published; left out it is
 * 'live', the spec's meaning (docs/decisions/content.md, "The spec's buttons publish"):
 * - 'live': public now. A new post, or a draft, is published; a published item changes at once; a
 *   scheduled one keeps its time (its fields are what goes live then).
 * - 'draft': nothing public changes. A new or draft item stays a draft; a published item keeps the
 *   edit as unpublished changes; a scheduled one keeps its time.
 * - { schedule }: public from that instant (refused for a published item: unpublish it first).
 */
export const saveModeSchema = z.union([
  z.enum(['live', 'draft']),
  z.strictObject({ schedule: z.iso.datetime({ offset: true }) }),
]);
export type SaveMode = z.infer<typeof saveModeSchema>;

export const blogContentItemSchema = z.strictObject({
  heading: z.string().trim().min(1).max(200),
  paragraph: z.string().trim().min(1).max(20_000),
});
export type BlogContentItem = z.infer<typeof blogContentItemSchema>;

export interface Blog {
  blog_id: number;
  title: string;
  slug_url: string;
  brief_paragraph: string;
  published_date: string;
  category: number;
  blog_image: string;
  blogs_content: BlogContentItem[];
}

// The slug rules live in slugs.ts (zod-free, for browser bundles); re-exported here unchanged.
export { slugToPath, slugify } from './slugs';

export const blogInputSchema = z.strictObject({
  title: z.string().trim().min(1, 'is required').max(200),
  slug_url: z.string().trim().max(200).optional().default(''),
  brief_paragraph: z.string().trim().max(2000).optional().default(''),
  blog_image: z.string().trim().max(1000).optional().default(''),
  blog_image_alt: z.string().trim().max(300).optional(),
  published_date: z.string().trim().max(100).optional().default(''),
  category: z.coerce.number().int().positive(),
  blogs_content: z.array(blogContentItemSchema).max(BLOG_CONTENT_SLOTS).optional().default([]),
  /** How a save is published (beyond the spec; absent = 'live', the spec's meaning): see saveModeSchema. */
  publication: saveModeSchema.optional(),
  /**
   * true: the public date is the day the post goes live, set by the server (an editor's empty date
   * picker). An admin read says whether the date is still automatic.
   */
  published_date_auto: z.boolean().optional(),
});
export type BlogInput = z.input<typeof blogInputSchema>;

export interface Category {
  category_id: number;
  category: string;
}

export const CASE_STUDY_CATEGORY_OPTIONS = ['', 'Digital Sinage'] as const;

/**
 * The case studies content-service seeds (dynamic, /casestudy/{id}) that the Clients page links as
 * its sectors' own stories: the spec's six static case studies have none for healthcare or
 * education. Fixed ids, so the seed and the page agree.
 */
export const SEEDED_CASE_STUDY_IDS = {
  healthcare: '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e01',
  education: '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e02',
  retailAudio: '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e03',
} as const;

/**
 * How a stored category reads on screen. The spec stores 'Digital Sinage' (its spelling: the API,
 * the editor's value and stored rows keep it); people read 'Digital Signage'.
 */
const CASE_STUDY_CATEGORY_LABELS: Readonly<Record<string, string>> = { 'Digital Sinage': 'Digital Signage' };
export const caseStudyCategoryLabel = (value: string): string => CASE_STUDY_CATEGORY_LABELS[value] ?? value;

const text = (max: number) => z.string().max(max).optional().default('');
const heading = () => text(300);
const para = () => text(20_000);
/** Sections 2 to 9 (CASE_STUDY_SECTIONS), spelled out so the inferred type names every field. */
const sectionFields = {
  sec2Heading: heading(), sec2Para: para(),
  sec3Heading: heading(), sec3Para: para(),
  sec4Heading: heading(), sec4Para: para(),
  sec5Heading: heading(), sec5Para: para(),
  sec6Heading: heading(), sec6Para: para(),
  sec7Heading: heading(), sec7Para: para(),
  sec8Heading: heading(), sec8Para: para(),
  sec9Heading: heading(), sec9Para: para(),
};
/** The case study fields of spec section 3 (PUT replaces them all: a field left out becomes empty). */
export const caseStudyFieldsSchema = z.strictObject({
  heroHeading: text(300),
  clientName: text(200),
  bannerImage: text(1000),
  category1: text(100),
  category2: text(100),
  category3: text(100),
  category4: text(100),
  template: text(100),
  sec1Heading: text(300),
  sec1Para: text(20_000),
  sec1Para2: text(20_000),
  sec1Img: text(1000),
  ...sectionFields,
});
/**
 * A case study write: the spec's fields, the alt texts of its two images (beyond the spec: left out,
 * an alt text is kept while its image is unchanged) and how the save is published.
 */
export const caseStudyInputSchema = caseStudyFieldsSchema.extend({
  bannerImageAlt: z.string().max(300).optional(),
  sec1ImgAlt: z.string().max(300).optional(),
  publication: saveModeSchema.optional(),
});
export type CaseStudyInput = z.input<typeof caseStudyInputSchema>;
export type CaseStudy = { _id: string } & z.output<typeof caseStudyFieldsSchema> & { bannerImageAlt: string; sec1ImgAlt: string };

export type ListReply<T> = { status: 'success'; data: T[] };
export type ItemReply<T> = { status: 'success'; data: T };
export type MessageReply = { status: 'success' | 'fail'; message: string };

/**
 * Writes of a post (POST /blog, PUT /blog/:id): the input fields plus `published_at`, an optional ISO
 * instant that overrides the ordering time derived from `published_date`.
 */
export const blogCreateSchema = blogInputSchema.extend({
  published_at: z.iso.datetime({ offset: true }).optional(),
});
/**
 * What an admin read adds to a record (its state): an update may echo them back with the record it
 * loaded; they are read-only and never applied (`publication` and the publication endpoint change
 * the state).
 */
const echoedStateFields = {
  status: z.enum(['draft', 'scheduled', 'published']).optional(),
  publish_at: z.iso.datetime({ offset: true }).nullable().optional(),
  has_unpublished_changes: z.boolean().optional(),
};

/** An update may echo the post's own `blog_id` and state (an editor that sends back what it loaded). */
export const blogUpdateSchema = blogCreateSchema.extend({
  blog_id: z.coerce.number().int().positive().optional(),
  ...echoedStateFields,
});
export type BlogCreateInput = z.input<typeof blogCreateSchema>;
export type BlogUpdateInput = z.input<typeof blogUpdateSchema>;

/** A post as content-service answers it: the spec's fields plus the image alt text and ordering instant. */
export type BlogRecord = Blog & { blog_image_alt: string; published_at: string };

/** A case study write may echo its own `_id` and state (the editor sends back the loaded record). */
export const caseStudyUpdateSchema = caseStudyInputSchema.extend({ _id: z.string().optional(), ...echoedStateFields });

/** GET /blog/:oldSlug answers 301 with this body; `redirectTo` is the article page path. */
export type BlogRedirectReply = { status: 'success'; redirectTo: string; slug_url: string };
/** GET /api/blogs/redirects: every retired slug and the article page it now lives at. */
export type BlogRedirect = { from: string; to: string };

/**
 * Publication (decisions/content.md): an item is a draft (`publish_at` null), scheduled (in the
 * future) or published (`publish_at` reached). Public reads list published items only; admin reads
 * add these two fields.
 */
export type PublicationStatus = 'draft' | 'scheduled' | 'published';
export interface Publication {
  status: PublicationStatus;
  publish_at: string | null;
  /**
   * An edit of a published or scheduled item waits as a pending revision until published; the admin
   * reads show the revision's fields and say so here (decisions/content.md, "Revisions").
   */
  has_unpublished_changes: boolean;
}
/** `published_date_auto`: the public date is still the day the post goes live (no editor-set date). */
export type AdminBlogRecord = BlogRecord & Publication & { published_date_auto: boolean };
export type AdminCaseStudy = CaseStudy & Publication;

/** POST /api/admin/{blogs,caseStudies}/:id/publication: publish now, at a time, or back to draft. */
export const publicationActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('publish') }),
  z.strictObject({ action: z.literal('schedule'), publish_at: z.iso.datetime({ offset: true }) }),
  z.strictObject({ action: z.literal('unpublish') }),
]);
export type PublicationAction = z.infer<typeof publicationActionSchema>;

export type PreviewKind = 'blog' | 'caseStudy';
/** POST /api/admin/preview-links: a signed, expiring link to a draft that works without signing in. */
export const previewLinkRequestSchema = z.strictObject({
  kind: z.enum(['blog', 'caseStudy']),
  id: z.string().trim().min(1).max(200),
});
export type PreviewLinkRequest = z.infer<typeof previewLinkRequestSchema>;
export type PreviewLink = { path: string; expires_at: string };
/** GET /api/preview/:token. */
export type PreviewContent = { kind: 'blog'; blog: BlogRecord } | { kind: 'caseStudy'; caseStudy: CaseStudy };

/**
 * GET /api/admin/content/drafts-count (the admin dashboard): items not (fully) public, i.e. drafts,
 * scheduled ones and published ones with unpublished changes; exactly what the admin lists show
 * with `?state=in-progress` (IN_PROGRESS_STATE).
 */
export type DraftsCount = { blogs: number; caseStudies: number };
export const IN_PROGRESS_STATE = 'in-progress';
/** Query of GET /api/admin/blogs and /api/admin/caseStudies. */
export const adminListQuerySchema = z.object({ state: z.literal(IN_PROGRESS_STATE).optional() });


/** What a save did, named for the banner that says so. */
export type SaveOutcome = 'published' | 'updated-live' | 'saved-draft' | 'saved-changes' | 'updated-scheduled' | 'scheduled';

/** The outcome of saving an item in state `before` with `mode` (one rule for the service and the editors). */
export function saveOutcome(before: PublicationStatus | 'new', mode: SaveMode = 'live'): SaveOutcome {
  if (typeof mode === 'object') return 'scheduled';
  if (before === 'scheduled') return 'updated-scheduled';
  if (before === 'published') return mode === 'live' ? 'updated-live' : 'saved-changes';
  return mode === 'live' ? 'published' : 'saved-draft';
}

/** The banner of each outcome: what happened, in the editor's words. */
export function saveOutcomeMessage(what: 'Blog' | 'Case study', outcome: SaveOutcome): string {
  switch (outcome) {
    case 'published':
      return `${what} published`;
    case 'updated-live':
      return `${what} saved: public now`;
    case 'saved-draft':
      return `${what} saved as a draft: not public`;
    case 'saved-changes':
      return 'Changes saved as a draft: the public page is unchanged';
    case 'updated-scheduled':
      return `${what} saved: still scheduled`;
    case 'scheduled':
      return `${what} scheduled`;
  }
}

/** One refused field of a content write, in plain words (the editors show it beside the field). */
export interface FieldError {
  /** The body path: `title`, `blogs_content.2.heading`, `sec3Para`. */
  field: string;
  message: string;
}
/** A refused content write: `message` (also `error` on POST /blog) and, when fields are at fault, each. */
export type ContentFailure = { message: string; code: string; requestId?: string; fields?: FieldError[] };

/** The day an item went live, as the public date shows it ("December 4, 2026"; UTC, as seeded). */
export const formatPublicDate = (instant: Date): string =>
  instant.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * `published_date` is free text (spec section 3); when it reads as a date with a four-digit year
 * ("November 3, 2026", "2026-11-03") this is that day at 00:00 UTC, else null. The server orders
 * posts by it and the editor's date picker shows it.
 */
export function parsePublicDate(text: string): Date | null {
  const trimmed = text.trim();
  if (!/\b\d{4}\b/.test(trimmed)) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const ms = iso ? Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])) : Date.parse(`${trimmed} UTC`);
  if (!Number.isNaN(ms)) return new Date(ms);
  const loose = Date.parse(trimmed);
  return Number.isNaN(loose) ? null : new Date(loose);
}

/** A date picker's value ("2026-12-04") from a public date, or '' when the text is not a date. */
export function publicDateToPicker(text: string): string {
  const date = parsePublicDate(text);
  return date ? date.toISOString().slice(0, 10) : '';
}

/** The public date text of a date picker's value ("2026-12-04" -> "December 4, 2026"). */
export const pickerToPublicDate = (value: string): string => {
  const date = parsePublicDate(value);
  return date ? formatPublicDate(date) : '';
};
