import { BLOG_CONTENT_SLOTS, DEFAULT_BLOG_CATEGORY_ID } from '@site/contracts/limits';
import { pickerToPublicDate, publicDateToPicker, type BlogInput, type Category, type SaveMode } from '@site/contracts/content';
import type { EditableBlog } from './admin-blogs-api';

export { BLOG_CONTENT_SLOTS };

export interface ContentSlot {
  heading: string;
  /** Stored HTML, as the rich-text editor emits it. */
  paragraph: string;
}

/** The popup editor's fields; the category stays a string as the select gives it. */
export interface BlogForm {
  title: string;
  slug_url: string;
  brief_paragraph: string;
  blog_image: string;
  blog_image_alt: string;
  /** The date picker's value (YYYY-MM-DD); empty: the day the post goes live. */
  date: string;
  category: string;
  /** The sections shown: the filled ones, at least one, at most BLOG_CONTENT_SLOTS. */
  content: ContentSlot[];
}

export const emptySlot = (): ContentSlot => ({ heading: '', paragraph: '' });

export const emptyBlogForm = (): BlogForm => ({
  title: '',
  slug_url: '',
  brief_paragraph: '',
  blog_image: '',
  blog_image_alt: '',
  date: '',
  category: String(DEFAULT_BLOG_CATEGORY_ID),
  content: [emptySlot()],
});

export function blogToForm(blog: EditableBlog): BlogForm {
  const content = (blog.blogs_content ?? []).slice(0, BLOG_CONTENT_SLOTS).map((item) => ({ heading: item.heading ?? '', paragraph: item.paragraph ?? '' }));
  return {
    title: blog.title ?? '',
    slug_url: blog.slug_url ?? '',
    brief_paragraph: blog.brief_paragraph ?? '',
    blog_image: blog.blog_image ?? '',
    blog_image_alt: blog.blog_image_alt ?? '',
    // An automatic date (not chosen by the editor) shows as an empty picker.
    date: blog.published_date_auto ? '' : publicDateToPicker(blog.published_date ?? ''),
    category: String(blog.category ?? DEFAULT_BLOG_CATEGORY_ID),
    content: content.length > 0 ? content : [emptySlot()],
  };
}

/** A section the spec keeps: rows with an empty heading or paragraph are dropped before saving (spec section 5). */
export const isKeptSlot = (slot: ContentSlot): boolean => slot.heading.trim() !== '' && slot.paragraph.trim() !== '';

/**
 * The request body (spec section 5: empty rows dropped, category an integer), with how it is
 * published. `sent` maps each `blogs_content` index of the body to its section on screen, so a
 * refusal of `blogs_content.2.heading` is shown beside the right field.
 */
export function formToBlogInput(form: BlogForm, mode: SaveMode, loaded?: EditableBlog): { body: BlogInput; sent: number[] } {
  const category = Number.parseInt(form.category, 10);
  const sent = form.content.flatMap((slot, index) => (isKeptSlot(slot) ? [index] : []));
  const date: Pick<BlogInput, 'published_date' | 'published_date_auto'> = form.date
    ? { published_date: pickerToPublicDate(form.date) }
    : // A picked date cleared: back to the day the post went (or goes) live. Free text that is not a
      // date, or a date already automatic, is kept by sending none.
      loaded && !loaded.published_date_auto && publicDateToPicker(loaded.published_date ?? '') !== ''
      ? { published_date: '', published_date_auto: true }
      : { published_date: '' };
  return {
    sent,
    body: {
      title: form.title,
      slug_url: form.slug_url,
      brief_paragraph: form.brief_paragraph,
      blog_image: form.blog_image,
      blog_image_alt: form.blog_image_alt,
      ...date,
      category: Number.isNaN(category) ? DEFAULT_BLOG_CATEGORY_ID : category,
      blogs_content: sent.map((index) => form.content[index]!),
      publication: mode,
    },
  };
}

/** The editor's select hides the category named All (spec section 3). */
export const selectableCategories = (categories: Category[] | undefined): Category[] =>
  (categories ?? []).filter((c) => c.category.trim().toLowerCase() !== 'all');
