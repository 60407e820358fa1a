import { stubApi, callsTo, type StubRoute } from '@/components/admin/testing/fetch-stub';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_MS } from '@site/contracts/limits';
import { MESSAGES } from '@site/contracts/messages';
import type { AdminBlogRecord, Blog, Publication } from '@site/contracts/content';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Component as AdminBlogs } from '@/app/routes/admin-blogs';
import { adminState } from '@/components/admin/testing/admin-fixtures';
import { pasteInto } from '@/components/admin/testing/paste';

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

/** Types a whole value at once: key-by-key typing is slow on a busy machine. Paragraphs are the rich-text editor's. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  if (field.getAttribute('contenteditable') === 'true') pasteInto(field, null, text);
  else await userEvent.paste(text);
}

/** A post as the admin API answers it: with its state and whether its date is automatic. */
const saved = (overrides: Partial<AdminBlogRecord> = {}): AdminBlogRecord => ({
  ...aBlog(),
  blog_image_alt: 'A stadium',
  published_at: '2025-03-03T00:00:00.000Z',
  status: 'published',
  publish_at: '2025-03-03T09:00:00.000Z',
  has_unpublished_changes: false,
  published_date_auto: false,
  ...overrides,
});

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

  it('when a new blog is uploaded, then it is sent to be published at once (spec: Upload), empty rows are dropped, the category is an integer, and the list reloads', async () => {
    const { calls } = stubApi([
      ...baseRoutes(),
      { method: 'POST', path: '/api/upload', reply: { text: '/media/images/new1/1600.jpg' } },
      { method: 'POST', path: '/blog', reply: { status: 201, body: { status: 'success', message: 'Blog published', data: saved({ blog_id: 12 }) } } },
    ]);
    renderPage();
    await screen.findByRole('list', { name: 'Blogs' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload New Blog' }));

    const dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
    const category = within(dialog).getByLabelText('Category');
    await waitFor(() => expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['News', 'Digital Signage']));
    expect(category).toHaveValue('1');
    // Only one section is shown until more are added.
    expect(within(dialog).queryByLabelText('Heading 2')).not.toBeInTheDocument();

    await fill(within(dialog).getByLabelText('Title'), 'Audio for a campus');
    await fill(within(dialog).getByLabelText('Slug'), 'Audio for a Campus');
    expect(within(dialog).getByTestId('final-url')).toHaveTextContent('http://localhost:8080/blogs/audio-for-a-campus');
    await fill(within(dialog).getByLabelText('Brief paragraph'), 'Short brief');
    await userEvent.upload(within(dialog).getByLabelText('Upload blog image'), new File(['jpg'], 'campus.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Blog image address')).toHaveValue('/media/images/new1/1600.jpg'));
    expect(within(dialog).getByText(/^No alt text yet/)).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Blog image alt text'), 'Speakers on a campus lawn');
    expect(within(dialog).getByRole('img', { name: 'Speakers on a campus lawn' })).toHaveAttribute('src', '/media/images/new1/1600.jpg');
    await userEvent.type(within(dialog).getByLabelText('Published date'), '2025-05-01');
    await userEvent.selectOptions(category, '2');
    await fill(within(dialog).getByLabelText('Heading 1'), 'Plan');
    await fill(within(dialog).getByLabelText('Paragraph 1'), 'We planned.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    await fill(within(dialog).getByLabelText('Heading 2'), 'Heading without a paragraph');
    expect(within(dialog).getByText(/A section needs both a heading and a paragraph/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    await fill(within(dialog).getByLabelText('Heading 3'), 'Build');
    await fill(within(dialog).getByLabelText('Paragraph 3'), 'We built.');
    expect(within(dialog).getByRole('navigation', { name: 'Parts of this post' })).toHaveTextContent('3. Build');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Blog published');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const upload = callsTo('POST', '/api/upload')[0]!;
    expect((upload.body as FormData).get('image')).toBeInstanceOf(File);
    expect(upload.headers.authorization).toMatch(/^Bearer /);
    expect(callsTo('POST', '/blog')[0]!.json).toEqual({
      title: 'Audio for a campus',
      slug_url: 'Audio for a Campus',
      brief_paragraph: 'Short brief',
      blog_image: '/media/images/new1/1600.jpg',
      blog_image_alt: 'Speakers on a campus lawn',
      published_date: 'May 1, 2025',
      category: 2,
      blogs_content: [
        { heading: 'Plan', paragraph: '<p>We planned.</p>' },
        { heading: 'Build', paragraph: '<p>We built.</p>' },
      ],
      publication: 'live',
    });
    await waitFor(() => expect(callsTo('GET', '/api/admin/blogs')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('when no slug is typed, then the final address is made from the title; an image without alt text is flagged, never blocked', async () => {
    stubApi([...baseRoutes(), { method: 'POST', path: '/blog', reply: { status: 201, body: { status: 'success', message: 'Blog published', data: saved({ blog_id: 12 }) } } }]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    const dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
    await fill(within(dialog).getByLabelText('Title'), 'Wi-Fi 7 Surveys: What Changes?');
    expect(within(dialog).getByTestId('final-url')).toHaveTextContent('http://localhost:8080/blogs/wi-fi-7-surveys-what-changes');
    expect(within(dialog).getByText(/made from the title; a number is added if another post uses it/)).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Blog image address'), '/media/images/x/1600.jpg');
    expect(within(dialog).getByLabelText('Blog image alt text')).not.toBeRequired();
    expect(within(dialog).getByText(/^No alt text yet/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(callsTo('POST', '/blog')).toHaveLength(1));
    expect(callsTo('POST', '/blog')[0]!.json).toMatchObject({ slug_url: '', blog_image: '/media/images/x/1600.jpg', blog_image_alt: '', published_date: '' });
  });

  it('when ten sections are there, then Add section is disabled and says a post has at most 10', async () => {
    stubApi(baseRoutes());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    const dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
    for (let i = 1; i < 10; i += 1) await userEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    expect(within(dialog).getByLabelText('Heading 10')).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Add section' })).toBeDisabled();
    expect(within(dialog).getByText('10 of 10 sections: a post has at most 10.')).toBeInTheDocument();
  });

  it('when Edit Blog is pressed, then the post loads with only its filled sections, and Save sends PUT to make the change public at once', async () => {
    stubApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/admin/blogs/7', reply: { body: { status: 'success', data: saved() } } },
      { method: 'PUT', path: '/blog/7', reply: { body: { status: 'success', message: 'Blog saved: public now', data: saved({ title: 'Cabling a bigger stadium' }) } } },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Blog: Cabling a stadium' }));
    const dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Cabling a stadium'));
    expect(within(dialog).getByLabelText('Heading 1')).toHaveValue('Survey');
    expect(within(dialog).queryByLabelText('Heading 2')).not.toBeInTheDocument();
    // Stored HTML is edited as formatted text.
    expect(within(dialog).getByLabelText('Paragraph 1')).toHaveTextContent('We walked the site.');
    expect(within(dialog).getByLabelText('Published date')).toHaveValue('2025-03-03');
    await waitFor(() => expect(within(dialog).getByLabelText('Category')).toHaveValue('2'));
    expect(within(dialog).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Save changes the public page at once. Save as draft keeps your changes aside.')).toBeInTheDocument();
    // A public post is not scheduled (unpublish it first).
    expect(within(dialog).queryByRole('button', { name: 'Schedule…' })).not.toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await fill(within(dialog).getByLabelText('Title'), 'Cabling a bigger stadium');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Blog saved: public now');
    expect(callsTo('PUT', '/blog/7')[0]!.json).toEqual({
      title: 'Cabling a bigger stadium',
      slug_url: 'cabling-a-stadium',
      brief_paragraph: 'How we wired 40 km of Cat6a.',
      blog_image: '/media/images/abc/1600.jpg',
      blog_image_alt: 'A stadium',
      published_date: 'March 3, 2025',
      category: 2,
      blogs_content: [{ heading: 'Survey', paragraph: '<p>We walked the site.</p>' }],
      publication: 'live',
    });
    await waitFor(() => expect(callsTo('GET', '/api/admin/blogs')).toHaveLength(2));
  });

  it('when a draft is saved with Save as draft or scheduled with Schedule…, then the choice is sent and the banner says what happened', async () => {
    stubApi([
      ...baseRoutes(),
      { method: 'POST', path: '/blog', reply: { status: 201, body: { status: 'success', message: 'Blog saved as a draft: not public', data: saved({ blog_id: 12, status: 'draft', publish_at: null }) } } },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    let dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
    await fill(within(dialog).getByLabelText('Title'), 'Not yet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Blog saved as a draft: not public');
    expect(callsTo('POST', '/blog')[0]!.json).toMatchObject({ title: 'Not yet', publication: 'draft' });

    stubApi([
      ...baseRoutes(),
      { method: 'POST', path: '/blog', reply: { status: 201, body: { status: 'success', message: 'Blog scheduled', data: saved({ blog_id: 13, status: 'scheduled', publish_at: '2030-01-02T15:30:00.000Z' }) } } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload New Blog' }));
    dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
    await fill(within(dialog).getByLabelText('Title'), 'Later');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule…' }));
    await userEvent.type(within(dialog).getByLabelText('Publish on'), '2030-01-02T15:30:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(callsTo('POST', '/blog')).toHaveLength(1));
    expect(callsTo('POST', '/blog')[0]!.json).toMatchObject({ title: 'Later', publication: { schedule: new Date('2030-01-02T15:30:00').toISOString() } });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Blog scheduled for Jan 2, 2030/);
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

  it('when the server refuses a field, then its message is beside that field, focus moves there, and the banner inside the dialog vanishes after 3000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const message = 'The title can be at most 200 characters';
    stubApi([...baseRoutes(), { method: 'POST', path: '/blog', reply: { status: 400, body: { status: 'fail', error: message, message, fields: [{ field: 'title', message }] } } }]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    const dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
    await user.click(within(dialog).getByLabelText('Heading 1'));
    await user.paste('Plan');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const banner = await within(dialog).findByRole('alert');
    expect(banner).toHaveTextContent(message);
    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(dialog).getByRole('navigation', { name: 'Parts of this post' })).toHaveTextContent('Post (check this)');
    act(() => jest.advanceTimersByTime(BANNER_MS - 1));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    act(() => jest.advanceTimersByTime(1));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // The field keeps its message until it is edited.
    expect(title).toHaveAccessibleDescription(expect.stringContaining(message));
    await user.type(title, 'x');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('when the address is taken or a section heading is too long, then each message sits beside its own field, mapped past the dropped rows', async () => {
    const taken = 'Another post already uses this address: /blogs/menu-boards';
    const long = 'The heading of section 1 can be at most 200 characters';
    stubApi([
      ...baseRoutes(),
      {
        method: 'POST',
        path: '/blog',
        reply: { status: 409, body: { status: 'fail', error: taken, message: taken, code: 'SLUG_TAKEN', fields: [{ field: 'slug_url', message: taken }, { field: 'blogs_content.0.heading', message: long }] } },
      },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    const dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
    await fill(within(dialog).getByLabelText('Title'), 'Menu boards');
    await fill(within(dialog).getByLabelText('Slug'), 'menu-boards');
    // Section 1 has no paragraph, so the body's first section is the one on screen as section 2.
    await fill(within(dialog).getByLabelText('Heading 1'), 'Dropped');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    await fill(within(dialog).getByLabelText('Heading 2'), 'x'.repeat(201));
    await fill(within(dialog).getByLabelText('Paragraph 2'), 'Kept');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Slug')).toHaveFocus());
    expect(within(dialog).getByLabelText('Slug')).toHaveAccessibleDescription(expect.stringContaining(taken));
    expect(within(dialog).getByLabelText('Heading 2')).toHaveAccessibleDescription(expect.stringContaining(long));
    expect(within(dialog).getByLabelText('Heading 1')).not.toHaveAttribute('aria-invalid');
    expect(callsTo('POST', '/blog')[0]!.json).toMatchObject({ blogs_content: [{ heading: 'x'.repeat(201), paragraph: '<p>Kept</p>' }] });
  });

  it('when the server fails without naming a field, then the message shows beside the buttons and takes the focus', async () => {
    stubApi([...baseRoutes(), { method: 'POST', path: '/blog', reply: { status: 500, body: { status: 'fail', error: 'Internal error', message: 'Internal error' } } }]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Blog' }));
    const dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
    await fill(within(dialog).getByLabelText('Title'), 'Anything');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Internal error');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(dialog).getByRole('region', { name: 'Save and publish' })).toContainElement(alert);
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

  it('when the listing loads, then each card shows its state as a coloured badge: draft, scheduled or published, and unpublished changes', async () => {
    const listed: (Blog & Publication)[] = [
      { ...aBlog(), status: 'draft', publish_at: null, has_unpublished_changes: false },
      { ...aBlog({ blog_id: 8, title: 'Menu boards' }), status: 'scheduled', publish_at: '2030-01-02T15:30:00.000Z', has_unpublished_changes: false },
      { ...aBlog({ blog_id: 9, title: 'Live one' }), status: 'published', publish_at: '2026-01-02T15:30:00.000Z', has_unpublished_changes: true },
    ];
    stubApi(baseRoutes(listed));
    renderPage();
    const cards = within(await screen.findByRole('list', { name: 'Blogs' })).getAllByRole('listitem');
    const badges = cards.map((card) => Array.from(card.querySelectorAll('.admin-badge')).map((b) => [b.textContent, b.className]));
    expect(badges).toEqual([
      [['Draft', 'admin-badge admin-badge--draft']],
      [[expect.stringMatching(/^Scheduled for Jan 2, 2030/), 'admin-badge admin-badge--scheduled']],
      [
        ['Published', 'admin-badge admin-badge--published'],
        ['Unpublished changes', 'admin-badge admin-badge--changes'],
      ],
    ]);
    expect(screen.getByText('3 posts')).toBeInTheDocument();
  });

  it('when the list is opened from the dashboard (?state=in-progress), then it asks for exactly that list and says so', async () => {
    const inProgress = [{ ...aBlog(), status: 'draft', publish_at: null, has_unpublished_changes: false }];
    stubApi([
      { method: 'GET', path: '/api/admin/blogs?state=in-progress', reply: { body: { status: 'success', data: inProgress } } },
      { method: 'GET', path: '/api/categories', reply: { body: categories } },
    ]);
    renderWithProviders(<AdminBlogs />, { route: '/admin/blogs?state=in-progress', preloadedState: adminState() });
    expect(await screen.findByText(/^1 post not \(fully\) public/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Drafts, scheduled and unpublished changes' })).toHaveAttribute('aria-current', 'page');
  });

  describe('a published post with saved, unpublished changes', () => {
    const live = saved({ title: 'Edited title', has_unpublished_changes: true });
    const routes = (): StubRoute[] => [
      ...baseRoutes([live]),
      { method: 'GET', path: '/api/admin/blogs/7', reply: { body: { status: 'success', data: live } } },
      { method: 'PUT', path: '/blog/7', reply: { body: { status: 'success', message: 'Changes saved as a draft: the public page is unchanged', data: live } } },
      { method: 'POST', path: '/api/admin/blogs/7/publication', reply: { body: { status: 'success', message: 'Blog unpublished', data: live } } },
      { method: 'DELETE', path: '/api/admin/blogs/7/changes', reply: { body: { status: 'success', message: 'Changes discarded', data: live } } },
    ];

    async function openEditor() {
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Blog: Edited title' }));
      const dialog = screen.getByRole('dialog', { name: 'Blogs Upload' });
      await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Edited title'));
      return dialog;
    }

    it('when it is opened, then the badges say so, and Save as draft keeps the edit aside (PUT with publication draft)', async () => {
      stubApi(routes());
      const dialog = await openEditor();
      const bar = within(dialog).getByRole('region', { name: 'Save and publish' });
      expect(within(bar).getByText('Published')).toHaveClass('admin-badge--published');
      expect(within(bar).getByText('Unpublished changes')).toHaveClass('admin-badge--changes');
      expect(within(dialog).queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
      await waitFor(() => expect(callsTo('PUT', '/blog/7')).toHaveLength(1));
      expect(callsTo('PUT', '/blog/7')[0]!.json).toMatchObject({ title: 'Edited title', publication: 'draft' });
      expect(await screen.findByRole('status')).toHaveTextContent('Changes saved as a draft: the public page is unchanged');
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

    it('when Discard changes or Unpublish is not confirmed, then nothing is sent and the editor stays open', async () => {
      stubApi(routes());
      const dialog = await openEditor();
      confirmSpy.mockReturnValue(false);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
      expect(confirmSpy).toHaveBeenLastCalledWith('Unpublish "Edited title"? It leaves the public site (pages, lists, sitemap, RSS) until you publish it again.');
      expect(callsTo('DELETE', '/api/admin/blogs/7/changes')).toHaveLength(0);
      expect(callsTo('POST', '/api/admin/blogs/7/publication')).toHaveLength(0);
      expect(screen.getByRole('dialog', { name: 'Blogs Upload' })).toBeInTheDocument();
    });

    it('when Unpublish is confirmed, then the post is unpublished and the banner says so', async () => {
      stubApi(routes());
      const dialog = await openEditor();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
      await waitFor(() => expect(callsTo('POST', '/api/admin/blogs/7/publication')).toHaveLength(1));
      expect(callsTo('POST', '/api/admin/blogs/7/publication')[0]!.json).toEqual({ action: 'unpublish' });
      expect(callsTo('PUT', '/blog/7')).toHaveLength(0);
      expect(await screen.findByRole('status')).toHaveTextContent('Blog unpublished');
    });
  });
});
