import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { installFetchStub, json, type FetchStub } from '@/testing/stub-fetch';
import { aBlog, someBlogs } from './blog-fixtures';
import { ArticleView } from './article-view';

let net: FetchStub;
beforeEach(() => {
  net = installFetchStub();
});
afterEach(() => net.restore());

describe('ArticleView', () => {
  it('when the slug matches a post, then its banner, brief, HTML sections, date and share links show', async () => {
    const post = aBlog(5, {
      slug_url: 'Transparent LED  Wall',
      blogs_content: [
        { heading: 'The brief', paragraph: '<p>Glass-front <em>branch</em>.</p>' },
        { heading: 'The result', paragraph: '<ul><li>Zero downtime</li></ul>' },
      ],
    });
    net.on('GET', '/blogs', json({ status: 'success', data: [...someBlogs(4), post] }));
    renderWithProviders(<ArticleView slug="transparent-led-wall" />, { route: '/blogs/transparent-led-wall' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 5' })).toBeInTheDocument();
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
    net.on('GET', '/blogs', json({ status: 'success', data: [described, bare] }));
    const first = renderWithProviders(<ArticleView slug="described" />, { route: '/blogs/described' });
    const banner = await screen.findByRole('img', { name: 'Crew mounting a LED cabinet' });
    expect([banner.getAttribute('srcset'), banner.getAttribute('sizes')]).toEqual([
      '/media/images/ab12/480.webp 480w, /media/images/ab12/960.webp 960w, /media/images/ab12/1600.webp 1600w',
      '100vw',
    ]);
    first.unmount();

    renderWithProviders(<ArticleView slug="bare" />, { route: '/blogs/bare' });
    await screen.findByRole('heading', { level: 1, name: 'Post number 8' });
    const image = document.querySelector('header img');
    // No renditions: neither srcset nor sizes (sizes alone is invalid HTML).
    expect([image?.getAttribute('alt'), image?.hasAttribute('srcset'), image?.hasAttribute('sizes')]).toEqual(['', false, false]);
  });

  it('then the most popular posts are the first three articles', async () => {
    net.on('GET', '/blogs', json({ status: 'success', data: someBlogs(5) }));
    renderWithProviders(<ArticleView slug="post-number-5" />, { route: '/blogs/post-number-5' });
    const popular = await screen.findByRole('region', { name: 'Most popular posts' });
    const names = new Set(within(popular).getAllByRole('heading', { level: 3 }).map((h) => h.textContent));
    expect([...names].sort()).toEqual(['Post number 1', 'Post number 2', 'Post number 3']);
  });

  it('when no post has the slug, then a not-found page links back to the news', async () => {
    net.on('GET', '/blogs', json({ status: 'success', data: someBlogs(3) }));
    renderWithProviders(<ArticleView slug="no-such-post" />, { route: '/blogs/no-such-post' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all news' })).toHaveAttribute('href', '/blog');
  });
});
