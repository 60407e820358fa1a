import { stubApi, callsTo, type StubRoute } from '@/components/admin/testing/fetch-stub';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_MS } from '@site/contracts/limits';
import { MESSAGES } from '@site/contracts/messages';
import type { Blog, Publication } from '@site/contracts/content';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Component as AdminBlogs } from '@/app/routes/admin-blogs';
import { adminState } from '@/components/admin/testing/admin-fixtures';

const aBlog = (overrides: Partial<Blog> = {}): Blog => ({
  blog_id: 7,
  title: 'Cabling a stadium',
  slug_url: 'cabling-a-stadium',
  brief_paragraph: 'How we wired 40 km of Cat6a.',
  published_date: 'March 3, 2025',
  category: 2,
  blog_image: '/media/images/abc/1600.jpg',
  blogs_content: [{ heading: 'Survey', paragraph: '<p>We walked the site.</p>' }],
  ...overrides,
});

const categories = {
  status: 'success',
  data: [
    { category_id: 1, category: 'News' },
    { category_id: 2, category: 'Digital Signage' },
    { category_id: 3, category: 'All' },
  ],
};

const baseRoutes = (blogs: Blog[] = [aBlog()]): StubRoute[] => [
  { method: 'GET', path: '/api/admin/blogs', reply: { body: { status: 'success', data: blogs } } },
  { method: 'GET', path: '/api/categories', reply: { body: categories } },
];

/** Types a whole value at once: the editor has 20 fields, and key-by-key typing is slow on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

jest.setTimeout(20_000);

const renderPage = () => renderWithProviders(<AdminBlogs />, { route: '/admin/blogs', preloadedState: adminState() });

let confirmSpy: jest.SpyInstance<boolean, [message?: string]>;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  confirmSpy.mockRestore();
  jest.useRealTimers();
});

describe('admin blogs', () => {
  it('when an admin opens the page, then the listing shows a card per blog with Edit Blog and Delete Blog', async () => {
    stubApi(baseRoutes([aBlog(), aBlog({ blog_id: 8, title: 'Menu boards' })]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs Listing' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Blogs' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByRole('heading', { name: 'Menu boards' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: /^Edit Blog/ })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: /^Delete Blog/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload New Blog' })).toBeInTheDocument();
  });

  it('when a new blog is uploaded, then the image upload fills the field, empty rows are dropped, the category is an integer and the list reloads', async () => {
    const { calls } = stubApi([
      ...baseRoutes(),
      { method: 'POST', path: '/api/upload', reply: { text: '/media/images/new1/1600.jpg' } },
      { method: 'POST', path: '/blog', reply: { status: 201, body: { status: 'success', message: 'Blog created successfully' } } },
    ]);
    renderPage();
    await screen.findByRole('list', { name: 'Blogs' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload New Blog' }));

    const dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
    const category = within(dialog).getByLabelText('Category');
    await waitFor(() => expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['News', 'Digital Signage']));
    expect(category).toHaveValue('1');

    await fill(within(dialog).getByLabelText('Title'), 'Audio for a campus');
    await fill(within(dialog).getByLabelText('Slug'), 'audio-for-a-campus');
    await fill(within(dialog).getByLabelText('Brief paragraph'), 'Short brief');
    await userEvent.upload(within(dialog).getByLabelText('Upload blog image'), new File(['jpg'], 'campus.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Blog image address')).toHaveValue('/media/images/new1/1600.jpg'));
    await fill(within(dialog).getByLabelText('Blog image alt text'), 'Speakers on a campus lawn');
    expect(within(dialog).getByRole('img', { name: 'Speakers on a campus lawn' })).toHaveAttribute('src', '/media/images/new1/1600.jpg');
    await fill(within(dialog).getByLabelText('Published date'), 'May 1, 2025');
    await userEvent.selectOptions(category, '2');
    await fill(within(dialog).getByLabelText('Heading 1'), 'Plan');
    await fill(within(dialog).getByLabelText('Paragraph 1'), 'We planned.');
    await fill(within(dialog).getByLabelText('Heading 2'), 'Heading without a paragraph');
    await fill(within(dialog).getByLabelText('Paragraph 3'), 'Paragraph without a heading');
    await fill(within(dialog).getByLabelText('Heading 4'), 'Build');
    await fill(within(dialog).getByLabelText('Paragraph 4'), 'We built.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Blog created successfully');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const upload = callsTo('POST', '/api/upload')[0]!;
    expect((upload.body as FormData).get('image')).toBeInstanceOf(File);
    expect(upload.headers.authorization).toMatch(/^Bearer /);
    expect(callsTo('POST', '/blog')[0]!.json).toEqual({
      title: 'Audio for a campus',
      slug_url: 'audio-for-a-campus',
      brief_paragraph: 'Short brief',
      blog_image: '/media/images/new1/1600.jpg',
      blog_image_alt: 'Speakers on a campus lawn',
      published_date: 'May 1, 2025',
      category: 2,
      blogs_content: [
        { heading: 'Plan', paragraph: '<p>We planned.</p>' },
        { heading: 'Build', paragraph: '<p>We built.</p>' },
      ],
    });
    await waitFor(() => expect(callsTo('GET', '/api/admin/blogs')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('when Edit Blog is pressed, then the post loads into the editor and Save sends PUT with the changes', async () => {
    stubApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/admin/blogs/7', reply: { body: { status: 'success', data: { ...aBlog(), blog_image_alt: 'A stadium' } } } },
      { method: 'PUT', path: '/blog/7', reply: { body: { status: 'success', message: 'Blog updated successfully' } } },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Blog: Cabling a stadium' }));
    const dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Cabling a stadium'));
    expect(within(dialog).getByLabelText('Heading 1')).toHaveValue('Survey');
    // Stored HTML is edited as text and sent back as the same HTML.
    expect(within(dialog).getByLabelText('Paragraph 1')).toHaveValue('We walked the site.');
    await waitFor(() => expect(within(dialog).getByLabelText('Category')).toHaveValue('2'));
    expect(within(dialog).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await fill(within(dialog).getByLabelText('Title'), 'Cabling a bigger stadium');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Blog updated successfully');
    expect(callsTo('PUT', '/blog/7')[0]!.json).toEqual({
      title: 'Cabling a bigger stadium',
      slug_url: 'cabling-a-stadium',
      brief_paragraph: 'How we wired 40 km of Cat6a.',
      blog_image: '/media/images/abc/1600.jpg',
      blog_image_alt: 'A stadium',
      published_date: 'March 3, 2025',
      category: 2,
      blogs_content: [{ heading: 'Survey', paragraph: '<p>We walked the site.</p>' }],
    });
    await waitFor(() => expect(callsTo('GET', '/api/admin/blogs')).toHaveLength(2));
  });

  it('when the closed editor is opened again with Upload New Blog, then it is in create mode (closing cleared the id)', async () => {
    stubApi([...baseRoutes(), { method: 'GET', path: '/api/admin/blogs/7', reply: { body: { status: 'success', data: aBlog() } } }]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Blog: Cabling a stadium' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Cabling a stadium'));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirmSpy).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Upload New Blog' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('when Discard is pressed with unsaved changes, then the admin is asked and can keep editing', async () => {
    stubApi(baseRoutes());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    await fill(screen.getByLabelText('Title'), 'Draft');
    confirmSpy.mockReturnValueOnce(false);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(confirmSpy).toHaveBeenCalledWith('You have unsaved changes. Leave without saving?');
    expect(screen.getByRole('dialog', { name: 'Blogs Upload' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the editor has unsaved changes, then leaving the page is warned about; once saved or discarded, it is not', async () => {
    stubApi(baseRoutes());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    const leave = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leave()).toBe(true);
    await fill(screen.getByLabelText('Title'), 'Draft');
    expect(leave()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(leave()).toBe(true);
  });

  it('when an image upload fails, then the server message shows and the image field stays empty', async () => {
    stubApi([...baseRoutes(), { method: 'POST', path: '/api/upload', reply: { status: 415, body: { message: 'Only JPEG, PNG, WebP, AVIF or GIF images are accepted' } } }]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    await userEvent.upload(screen.getByLabelText('Upload blog image'), new File(['x'], 'notes.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP, AVIF or GIF images are accepted');
    expect(screen.getByLabelText('Blog image address')).toHaveValue('');
    expect(screen.getByLabelText('Blog image alt text')).not.toBeRequired();
  });

  it('when the Link button is used on a selection, then it becomes a link to the address given', async () => {
    stubApi(baseRoutes());
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue('https://northwire.example/audio');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    const paragraph = screen.getByLabelText('Paragraph 2') as HTMLTextAreaElement;
    await fill(paragraph, 'see our audio page');
    paragraph.setSelectionRange(8, 18);
    await userEvent.click(screen.getByRole('button', { name: 'Link (Paragraph 2)' }));
    expect(paragraph).toHaveValue('see our <a href="https://northwire.example/audio">audio page</a>');
    prompt.mockRestore();
  });

  it('when the server refuses a new blog, then its error shows in a banner that vanishes after 3000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    stubApi([...baseRoutes(), { method: 'POST', path: '/blog', reply: { status: 400, body: { status: 'fail', error: 'title is required' } } }]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const banner = await screen.findByText('title is required');
    expect(banner).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog', { name: 'Blogs Upload' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(BANNER_MS - 1));
    expect(screen.getByText('title is required')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('title is required')).not.toBeInTheDocument();
  });

  it('when Delete Blog is refused at the confirmation, then nothing is deleted', async () => {
    stubApi(baseRoutes());
    renderPage();
    confirmSpy.mockReturnValueOnce(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Blog: Cabling a stadium' }));
    expect(confirmSpy).toHaveBeenCalledWith(MESSAGES.deleteConfirmation);
    expect(callsTo('DELETE', '/blog/7')).toHaveLength(0);
  });

  it('when Delete Blog is confirmed, then the post is deleted, the banner says so and the list reloads', async () => {
    let blogs = [aBlog()];
    stubApi([
      { method: 'GET', path: '/api/admin/blogs', reply: () => ({ body: { status: 'success', data: blogs } }) },
      { method: 'GET', path: '/api/categories', reply: { body: categories } },
      {
        method: 'DELETE',
        path: '/blog/7',
        reply: () => {
          blogs = [];
          return { body: { status: 'success', message: 'Blog deleted successfully' } };
        },
      },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Blog: Cabling a stadium' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Blog deleted successfully');
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
    expect(callsTo('GET', '/api/admin/blogs')).toHaveLength(2);
  });

  it('when a delete fails, then the banner shows the error and the list still reloads', async () => {
    stubApi([...baseRoutes(), { method: 'DELETE', path: '/blog/7', reply: { status: 404, body: { status: 'fail', message: 'Blog not found' } } }]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Blog: Cabling a stadium' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Blog not found');
    await waitFor(() => expect(callsTo('GET', '/api/admin/blogs')).toHaveLength(2));
  });

  it('when the paragraph toolbar Bold is pressed on a selection, then the selection is wrapped in strong', async () => {
    stubApi(baseRoutes());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    const paragraph = screen.getByLabelText('Paragraph 1') as HTMLTextAreaElement;
    await fill(paragraph, 'make this bold');
    paragraph.setSelectionRange(10, 14);
    await userEvent.click(screen.getByRole('button', { name: 'Bold (Paragraph 1)' }));
    expect(paragraph).toHaveValue('make this <strong>bold</strong>');
    paragraph.setSelectionRange(0, 4);
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list (Paragraph 1)' }));
    expect(paragraph).toHaveValue('<ul><li>make</li></ul> this <strong>bold</strong>');
  });

  it('when a token is refused while saving, then the admin is signed out with the expiry message', async () => {
    stubApi([...baseRoutes(), { method: 'POST', path: '/blog', reply: { status: 401, body: { message: 'Token expired', code: 'TOKEN_EXPIRED' } } }]);
    const { store } = renderWithProviders(<AdminBlogs />, {
      route: '/admin/blogs',
      preloadedState: adminState(),
      routes: [{ path: '/login', element: <h1>login reached</h1> }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('login reached')).toBeInTheDocument();
    expect(store.getState().session).toEqual({ user: null, notice: 'Your session has expired. Please sign in again.' });
  });

  it('when the listing loads, then each card shows its state: draft, scheduled or published', async () => {
    const listed: (Blog & Publication)[] = [
      { ...aBlog(), status: 'draft', publish_at: null, has_unpublished_changes: false },
      { ...aBlog({ blog_id: 8, title: 'Menu boards' }), status: 'scheduled', publish_at: '2030-01-02T15:30:00.000Z', has_unpublished_changes: false },
      { ...aBlog({ blog_id: 9, title: 'Live one' }), status: 'published', publish_at: '2026-01-02T15:30:00.000Z', has_unpublished_changes: false },
    ];
    stubApi(baseRoutes(listed));
    renderPage();
    const cards = within(await screen.findByRole('list', { name: 'Blogs' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.admin-status')?.textContent)).toEqual(['Draft', expect.stringMatching(/^Scheduled for Jan 2, 2030/), 'Published']);
  });

  it('when a new post is written with "A & B" and two paragraphs and Publish now is pressed, then it is created as HTML, then published, and the banner says so', async () => {
    stubApi([
      ...baseRoutes(),
      { method: 'POST', path: '/blog', reply: { status: 201, body: { status: 'success', message: 'Blog created', data: { ...aBlog({ blog_id: 12 }) } } } },
      { method: 'POST', path: '/api/admin/blogs/12/publication', reply: { body: { status: 'success', message: 'Blog published', data: aBlog({ blog_id: 12 }) } } },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Title'), 'A & B');
    await fill(within(dialog).getByLabelText('Heading 1'), 'Plan');
    await fill(within(dialog).getByLabelText('Paragraph 1'), 'A & B\n\nSecond paragraph');
    expect(within(dialog).getByText('Status: Draft')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(callsTo('POST', '/api/admin/blogs/12/publication')).toHaveLength(1));
    expect(callsTo('POST', '/blog')[0]!.json).toMatchObject({ title: 'A & B', blogs_content: [{ heading: 'Plan', paragraph: '<p>A &amp; B</p><p>Second paragraph</p>' }] });
    expect(callsTo('POST', '/api/admin/blogs/12/publication')[0]!.json).toEqual({ action: 'publish' });
    expect(await screen.findByRole('status')).toHaveTextContent('Blog published');
  });
  describe('a published post with saved, unpublished changes', () => {
    const live = { ...aBlog({ title: 'Edited title' }), status: 'published', publish_at: '2026-01-02T15:30:00.000Z', has_unpublished_changes: true };
    const routes = (): StubRoute[] => [
      ...baseRoutes([live as Blog]),
      { method: 'GET', path: '/api/admin/blogs/7', reply: { body: { status: 'success', data: live } } },
      { method: 'PUT', path: '/blog/7', reply: { body: { status: 'success', message: 'Blog updated', data: aBlog() } } },
      { method: 'POST', path: '/api/admin/blogs/7/publication', reply: { body: { status: 'success', message: 'Blog published', data: live } } },
      { method: 'DELETE', path: '/api/admin/blogs/7/changes', reply: { body: { status: 'success', message: 'Changes discarded', data: live } } },
    ];

    async function openEditor() {
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Blog: Edited title' }));
      const dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
      await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Edited title'));
      return dialog;
    }

    it('when the listing loads, then the card says it has unpublished changes', async () => {
      stubApi(routes());
      renderPage();
      const card = within(await screen.findByRole('list', { name: 'Blogs' })).getByRole('listitem');
      expect(within(card).getByText('Published')).toBeInTheDocument();
      expect(within(card).getByText('Unpublished changes')).toBeInTheDocument();
    });

    it('when it is opened, then the editor says so and Publish changes saves the form, then publishes it', async () => {
      stubApi(routes());
      const dialog = await openEditor();
      expect(within(dialog).getByText('Status: Published')).toBeInTheDocument();
      expect(within(dialog).getByText('Unpublished changes')).toBeInTheDocument();
      expect(within(dialog).getByText(/the public page stays as it is until you publish them/)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Publish changes' }));
      await waitFor(() => expect(callsTo('POST', '/api/admin/blogs/7/publication')).toHaveLength(1));
      expect(callsTo('PUT', '/blog/7')[0]!.json).toMatchObject({ title: 'Edited title' });
      expect(callsTo('POST', '/api/admin/blogs/7/publication')[0]!.json).toEqual({ action: 'publish' });
      expect(callsTo('DELETE', '/api/admin/blogs/7/changes')).toHaveLength(0);
      expect(await screen.findByRole('status')).toHaveTextContent('Blog published');
    });

    it('when Discard changes is confirmed, then only the pending changes are dropped (no save, no publication change)', async () => {
      stubApi(routes());
      const dialog = await openEditor();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
      await waitFor(() => expect(callsTo('DELETE', '/api/admin/blogs/7/changes')).toHaveLength(1));
      expect(confirmSpy).toHaveBeenCalledWith('Discard the unpublished changes? The public page stays as it is.');
      expect(callsTo('PUT', '/blog/7')).toHaveLength(0);
      expect(callsTo('POST', '/api/admin/blogs/7/publication')).toHaveLength(0);
      expect(await screen.findByRole('status')).toHaveTextContent('Changes discarded');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('when Discard changes is not confirmed, then nothing is sent and the editor stays open', async () => {
      stubApi(routes());
      const dialog = await openEditor();
      confirmSpy.mockReturnValue(false);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
      expect(callsTo('DELETE', '/api/admin/blogs/7/changes')).toHaveLength(0);
      expect(screen.getByRole('dialog', { name: 'Blogs Upload' })).toBeInTheDocument();
    });

    it('when a published post without pending changes is opened, then Publish changes and Discard changes appear only once the form is edited (publish) or never (discard)', async () => {
      const clean = { ...live, has_unpublished_changes: false };
      stubApi([
        ...baseRoutes([clean as Blog]),
        { method: 'GET', path: '/api/admin/blogs/7', reply: { body: { status: 'success', data: clean } } },
      ]);
      const dialog = await openEditor();
      expect(within(dialog).queryByText('Unpublished changes')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Publish changes' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
      await fill(within(dialog).getByLabelText('Title'), ' again');
      expect(within(dialog).getByRole('button', { name: 'Publish changes' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
    });
  });
});
