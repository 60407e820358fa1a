import { render, screen, within } from '@testing-library/react';
import type { Blog } from '@site/contracts/content';
import { blogCardHref, LatestBlogs } from './latest-blogs';

const aBlog = (n: number, overrides: Partial<Blog> = {}): Blog => ({
  blog_id: n,
  title: `Post ${n}`,
  slug_url: `Post Number ${n}`,
  brief_paragraph: `Brief ${n}.`,
  published_date: `March ${n}, 2026`,
  category: 1,
  blog_image: '',
  blogs_content: [],
  ...overrides,
});

describe('LatestBlogs', () => {
  it('when the page has the posts, then every post is a slide linking to /blogs/<slug rule>, a post without slug has no link, and VIEW ALL goes to /blog', () => {
    render(<LatestBlogs blogs={[aBlog(1), aBlog(2, { slug_url: '  Mixed   Case Slug ' }), aBlog(3, { slug_url: '' }), aBlog(4)]} />);
    const carousel = screen.getByRole('region', { name: 'Latest blogs carousel' });
    for (const n of [1, 2, 3, 4]) expect(within(carousel).getAllByText(`Post ${n}`).length).toBeGreaterThanOrEqual(1);
    expect(within(carousel).getAllByRole('link', { name: 'Post 1' })[0]).toHaveAttribute('href', '/blogs/post-number-1');
    expect(within(carousel).getAllByRole('link', { name: 'Post 2' })[0]).toHaveAttribute('href', '/blogs/mixed-case-slug');
    expect(within(carousel).queryByRole('link', { name: 'Post 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIEW ALL' })).toHaveAttribute('href', '/blog');
  });

  it('when there are no posts, then a short note shows instead of an empty carousel', () => {
    render(<LatestBlogs blogs={[]} />);
    expect(screen.getByText('New articles are on their way.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest blogs carousel' })).not.toBeInTheDocument();
  });

  it('when content-service could not be asked, then the box says in words that the news cannot be shown now, VIEW ALL stays, and nothing spins', () => {
    render(<LatestBlogs blogs={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The latest news cannot be shown right now. Please try again in a few minutes.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest blogs carousel' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIEW ALL' })).toHaveAttribute('href', '/blog');
  });

  it('when the slug rule is applied, then it lowercases and hyphenates whitespace runs', () => {
    expect(blogCardHref({ slug_url: 'Hello  World' })).toBe('/blogs/hello-world');
    expect(blogCardHref({ slug_url: '' })).toBeNull();
  });
});
