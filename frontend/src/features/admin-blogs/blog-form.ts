import { BLOG_CONTENT_SLOTS, DEFAULT_BLOG_CATEGORY_ID } from '@site/contracts/limits';
import type { BlogInput, Category } from '@site/contracts/content';
import { editableToHtml, htmlToEditable } from '@/components/admin/rich-text';
import type { EditableBlog } from './admin-blogs-api';

export interface ContentSlot {
  heading: string;
  paragraph: string;
}

/** The popup editor's fields; the category stays a string as the select gives it. */
export interface BlogForm {
  title: string;
  slug_url: string;
  brief_paragraph: string;
  blog_image: string;
  blog_image_alt: string;
  published_date: string;
  category: string;
  content: ContentSlot[];
}

const emptySlots = (): ContentSlot[] => Array.from({ length: BLOG_CONTENT_SLOTS }, () => ({ heading: '', paragraph: '' }));

export const emptyBlogForm = (): BlogForm => ({
  title: '',
  slug_url: '',
  brief_paragraph: '',
  blog_image: '',
  blog_image_alt: '',
  published_date: '',
  category: String(DEFAULT_BLOG_CATEGORY_ID),
  content: emptySlots(),
});

export function blogToForm(blog: EditableBlog): BlogForm {
  const content = emptySlots();
  (blog.blogs_content ?? []).slice(0, BLOG_CONTENT_SLOTS).forEach((item, i) => {
    // Shown as text ("A & B", blank lines between paragraphs), stored as HTML (rich-text.ts).
    content[i] = { heading: item.heading ?? '', paragraph: htmlToEditable(item.paragraph ?? '') };
  });
  return {
    title: blog.title ?? '',
    slug_url: blog.slug_url ?? '',
    brief_paragraph: blog.brief_paragraph ?? '',
    blog_image: blog.blog_image ?? '',
    blog_image_alt: blog.blog_image_alt ?? '',
    published_date: blog.published_date ?? '',
    category: String(blog.category ?? DEFAULT_BLOG_CATEGORY_ID),
    content,
  };
}

/** The request body (spec section 5): rows with an empty heading or paragraph dropped, category an integer. */
export function formToBlogInput(form: BlogForm): BlogInput {
  const category = Number.parseInt(form.category, 10);
  return {
    title: form.title,
    slug_url: form.slug_url,
    brief_paragraph: form.brief_paragraph,
    blog_image: form.blog_image,
    blog_image_alt: form.blog_image_alt,
    published_date: form.published_date,
    category: Number.isNaN(category) ? DEFAULT_BLOG_CATEGORY_ID : category,
    blogs_content: form.content
      .filter((slot) => slot.heading.trim() !== '' && slot.paragraph.trim() !== '')
      .map((slot) => ({ heading: slot.heading, paragraph: editableToHtml(slot.paragraph) })),
  };
}

/** The editor's select hides the category named All (spec section 3). */
export const selectableCategories = (categories: Category[] | undefined): Category[] =>
  (categories ?? []).filter((c) => c.category.trim().toLowerCase() !== 'all');
