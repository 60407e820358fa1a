import type { Blog } from '@site/contracts/content';
import { render, screen, within } from '@testing-library/react';
import { aBlog, someBlogs } from './blog-fixtures';
import { ArticlePage, findArticle } from './article-view';

/** The page as src/pages/blogs/[slug].astro renders it: every post, and the one the address names. */
const renderArticle = (blogs: Blog[], slug: string) => render(<ArticlePage blogs={blogs} article={findArticle(blogs, slug)} />);

describe('ArticlePage', () => {
  it('when the slug matches a post, then its banner, brief, HTML sections, date and share links show', async () => {
    const post = aBlog(5, {
      slug_url: 'Transparent LED  Wall',
      blogs_content: [
        { heading: 'The brief', paragraph: '<p>Glass-front <em>branch</em>.</p>' },
        { heading: 'The result', paragraph: '<ul><li>Zero downtime</li></ul>' },
      ],
    });
    renderArticle([...someBlogs(4), post], 'transparent-led-wall');

    expect(screen.getByRole('heading', { level: 1, name: 'Post number 5' })).toBeInTheDocument();
    expect(screen.getByText('Brief of post 5.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The brief' })).toBeInTheDocument();
    expect(screen.getByText('branch').tagName).toBe('EM');
    expect(screen.getByText('Zero downtime').tagName).toBe('LI');
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    const share = screen.getByRole('complementary', { name: 'Share this article' });
    const hrefs = within(share).getAllByRole('link').map((a) => a.getAttribute('href'));
    const url = encodeURIComponent('http://localhost:8080/blogs/transparent-led-wall');
    expect(hrefs).toEqual([
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      `https://x.com/intent/post?url=${url}&text=Post%20number%205`,
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    ]);
  });

  it('when the editor gave the banner an alt text, then the banner says it; without one it is decorative (the title is the heading beside it)', async () => {
    const described = { ...aBlog(7, { slug_url: 'described', blog_image: '/media/images/ab12/1600.webp' }), blog_image_alt: 'Crew mounting a LED cabinet' };
    const bare = aBlog(8, { slug_url: 'bare', blog_image: '/images/blog/bare.svg' });
    const first = renderArticle([described, bare], 'described');
    const banner = screen.getByRole('img', { name: 'Crew mounting a LED cabinet' });
    expect([banner.getAttribute('srcset'), banner.getAttribute('sizes')]).toEqual([
      '/media/images/ab12/480.webp 480w, /media/images/ab12/960.webp 960w, /media/images/ab12/1600.webp 1600w',
      '100vw',
    ]);
    first.unmount();

    renderArticle([described, bare], 'bare');
    screen.getByRole('heading', { level: 1, name: 'Post number 8' });
    const image = document.querySelector('header img');
    // No renditions: neither srcset nor sizes (sizes alone is invalid HTML).
    expect([image?.getAttribute('alt'), image?.hasAttribute('srcset'), image?.hasAttribute('sizes')]).toEqual(['', false, false]);
  });

  it('then the most popular posts are the first three articles', async () => {
    renderArticle(someBlogs(5), 'post-number-5');
    const popular = screen.getByRole('region', { name: 'Most popular posts' });
    const names = new Set(within(popular).getAllByRole('heading', { level: 3 }).map((h) => h.textContent));
    expect([...names].sort()).toEqual(['Post number 1', 'Post number 2', 'Post number 3']);
  });

  it('when content-service could not be asked, then the page says in words that the article cannot be shown now, with a way back, and nothing spins', () => {
    render(<ArticlePage blogs={null} article={undefined} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('Article unavailable');
    expect(alert).toHaveTextContent('This article cannot be shown right now. Please try again in a few minutes.');
    expect(within(alert).getByRole('link', { name: 'Back to all news' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when no post has the slug, then a not-found page links back to the news', async () => {
    renderArticle(someBlogs(3), 'no-such-post');
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all news' })).toHaveAttribute('href', '/blog');
  });
});
