import { MESSAGES } from '@site/contracts/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBlog, someBlogs } from './blog-fixtures';
import { NewsList } from './news-list';

const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
/** A card's summary (Testing Library gives <summary> no role; browsers expose it as a disclosure button named by the title). */
const summaryOf = (card: HTMLElement) => card.querySelector('summary')!;
const pageNav = () => screen.getByRole('navigation', { name: 'News pages' });
const navLabels = () => within(pageNav()).getAllByRole('link').map((l) => l.getAttribute('aria-label'));

describe('NewsList', () => {
  it('when there are twenty posts, then six cards and pages 1-3 with a next arrow show', () => {
    render(<NewsList blogs={someBlogs(20)} page={null} />);
    expect(titles()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Post number ${n}`));
    expect(navLabels()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Next page']);
    expect(within(pageNav()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('when on page 1, then the next arrow is a link to ?page=2, and the page at that address shows posts 7-12 with a previous arrow', async () => {
    const first = render(<NewsList blogs={someBlogs(20)} page={null} />);
    // Page links are plain links: the news list is a server-rendered page, one document per page.
    expect(within(pageNav()).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=2');
    first.unmount();

    render(<NewsList blogs={someBlogs(20)} page="2" />);
    expect(titles()[0]).toBe('Post number 7');
    expect(titles()).toHaveLength(6);
    expect(navLabels()).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']);
    expect(within(pageNav()).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?');
  });

  it('when on the last of four pages, then the window is pages 2-4 and there is no next arrow', async () => {
    render(<NewsList blogs={someBlogs(20)} page="4" />);
    expect(titles()).toEqual(['Post number 19', 'Post number 20']);
    expect(navLabels()).toEqual(['Previous page', 'Page 2', 'Page 3', 'Page 4']);
    expect(within(pageNav()).getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('then each card shows the label, cover, title, publisher and date, with a fallback when the date is missing', async () => {
    render(<NewsList blogs={[aBlog(1), aBlog(2, { published_date: '' })]} page={null} />);
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Latest news')).toBeInTheDocument();
    expect(first!.querySelector('img')).toHaveAttribute('src', '/media/images/img1/1600.jpg');
    expect(within(first!).getByText(/Published By: Northwire Integration/)).toBeInTheDocument();
    expect(within(first!).getByText('March 1, 2026')).toBeInTheDocument();
    expect(within(second!).getByText('Recently published')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'News pages' })).toBeNull();
  });

  it('when a card is clicked, then it opens with the brief and the article link, and a second click closes it (native details)', async () => {
    const user = userEvent.setup();
    render(<NewsList blogs={[aBlog(1, { slug_url: 'LED Walls  in Banking' }), aBlog(2, { slug_url: '' })]} page={null} />);
    const [first, second] = screen.getAllByRole('article');
    const details = first!.querySelector('details')!;
    // The summary is named by the title alone.
    const title = within(first!).getByRole('heading', { name: 'Post number 1' });
    expect(summaryOf(first!).getAttribute('aria-labelledby')).toBe(title.id);
    expect(details.open).toBe(false);
    expect(within(first!).queryByText('Brief of post 1.')).not.toBeVisible();

    await user.click(within(first!).getByText('Latest news'));
    expect(details.open).toBe(true);
    expect(within(first!).getByText('Brief of post 1.')).toBeVisible();
    expect(within(first!).getByRole('link', { name: /Read article/ })).toHaveAttribute('href', '/blogs/led-walls-in-banking');

    await user.click(title);
    expect(details.open).toBe(false);
    expect(within(first!).queryByText('Brief of post 1.')).not.toBeVisible();

    await user.click(summaryOf(second!));
    expect(within(second!).getByText('Brief of post 2.')).toBeVisible();
    expect(within(second!).queryByRole('link')).toBeNull();
  });

  it('when there are no posts, then an empty state says so', async () => {
    render(<NewsList blogs={[]} page={null} />);
    expect(screen.getByText(/No news yet/)).toBeInTheDocument();
  });

  it('when content-service could not be asked, then the list says in words that the news cannot be shown now, and nothing spins', () => {
    render(<NewsList blogs={null} page={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The news cannot be shown right now. Please try again in a few minutes.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(MESSAGES.routerError)).toBeNull();
  });
});
