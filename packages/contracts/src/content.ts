import { z } from 'zod';
import { BLOG_CONTENT_SLOTS, CASE_STUDY_SECTIONS } from './limits';

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
const sectionFields: Record<string, ReturnType<typeof text>> = {};
for (let i = 2; i <= CASE_STUDY_SECTIONS; i += 1) {
  sectionFields[`sec${i}Heading`] = text(300);
  sectionFields[`sec${i}Para`] = text(20_000);
}

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
