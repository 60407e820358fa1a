import type { Blog } from '@site/contracts/content';

/** A post as GET /blogs returns it; tests override what they care about. */
export const aBlog = (n: number, overrides: Partial<Blog> = {}): Blog => ({
  blog_id: n,
  title: `Post number ${n}`,
  slug_url: `Post Number ${n}`,
  brief_paragraph: `Brief of post ${n}.`,
  published_date: `March ${n}, 2026`,
  category: 1,
  blog_image: `/media/images/img${n}/1600.jpg`,
  blogs_content: [{ heading: `Heading of ${n}`, paragraph: `<p>Paragraph of <strong>${n}</strong></p>` }],
  ...overrides,
});

export const someBlogs = (count: number): Blog[] => Array.from({ length: count }, (_, i) => aBlog(i + 1));
