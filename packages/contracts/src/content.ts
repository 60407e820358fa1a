import { z } from 'zod';
import { BLOG_CONTENT_SLOTS } from './limits';

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
});
export type BlogInput = z.input<typeof blogInputSchema>;

export interface Category {
  category_id: number;
  category: string;
}

export const CASE_STUDY_CATEGORY_OPTIONS = ['', 'Digital Sinage'] as const;

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
export const caseStudyInputSchema = z.strictObject({
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
export type CaseStudyInput = z.input<typeof caseStudyInputSchema>;
export type CaseStudy = { _id: string } & z.output<typeof caseStudyInputSchema>;

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
/** An update may echo the post's own `blog_id` (an editor that sends back what it loaded). */
export const blogUpdateSchema = blogCreateSchema.extend({
  blog_id: z.coerce.number().int().positive().optional(),
});
export type BlogCreateInput = z.input<typeof blogCreateSchema>;
export type BlogUpdateInput = z.input<typeof blogUpdateSchema>;

/** A post as content-service answers it: the spec's fields plus the image alt text and ordering instant. */
export type BlogRecord = Blog & { blog_image_alt: string; published_at: string };

/** A case study write may echo its own `_id` (the editor sends back the loaded record). */
export const caseStudyUpdateSchema = caseStudyInputSchema.extend({ _id: z.string().optional() });

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
export type AdminBlogRecord = BlogRecord & Publication;
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

/** GET /api/admin/content/drafts-count (the admin dashboard). */
export type DraftsCount = { blogs: number; caseStudies: number };
