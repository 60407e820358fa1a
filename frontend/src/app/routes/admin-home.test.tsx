import { stubApi, callsTo, type StubRoute } from '@/components/admin/testing/fetch-stub';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, type RootState } from '@/lib/store';
import { Component as AdminHome } from '@/app/routes/admin-home';
import { Component as AdminLayout } from '@/app/routes/admin-layout';
import { Component as LoginPage } from '@/app/routes/login';
import { anAdmin, adminState } from '@/components/admin/testing/admin-fixtures';
import { pageReloader, SESSION_EXPIRED_MESSAGE } from '@/components/admin/session';
import { blogApi } from '@/lib/blog-api';

const statsRoute: StubRoute = {
  method: 'GET',
  path: '/api/admin/stats',
  reply: { body: { status: 'success', data: { newLeadsThisWeek: 7, failedMails: 2, pendingSubscribers: 3 } } },
};
const draftsRoute: StubRoute = {
  method: 'GET',
  path: '/api/admin/content/drafts-count',
  reply: { body: { status: 'success', data: { blogs: 1, caseStudies: 4 } } },
};

/** /admin as the app builds it: the admin shell (navigation, user, Logout) around the Admin Portal. */
function renderAdmin(preloadedState: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminLayout />, children: [{ index: true, element: <AdminHome /> }] },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

/** A figure's value and its link's accessible text (label: value). */
const countOf = (label: string) => {
  const link = within(screen.getByRole('list', { name: 'At a glance' })).getByRole('link', { name: new RegExp(`^${label}\\s*:`) });
  return `${link.closest('li')!.querySelector('.admin-count__value')!.textContent}|${link.textContent}`;
};

beforeEach(() => localStorage.clear());

describe('admin portal', () => {
  it('when an admin opens /admin, then the portal links to case studies, blogs and the inbox, inside the admin shell', async () => {
    stubApi([statsRoute, draftsRoute]);
    renderAdmin(adminState());
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '/admin/casestudy');
    expect(within(main).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/admin/blogs');
    expect(within(main).getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/admin/inbox');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Blogs', '/admin/blogs'],
      ['Case studies', '/admin/casestudy'],
      ['Inbox', '/admin/inbox'],
      ['Subscribers', '/admin/subscribers'],
      ['Team', '/admin/team'],
      ['Activity', '/admin/activity'],
      ['Your account', '/admin/account'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const userArea = screen.getByRole('group', { name: 'Signed-in user' });
    expect(userArea).toHaveTextContent('ada@northwire.example');
    expect(within(userArea).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // No public header, footer or newsletter form on admin pages.
    expect(screen.queryByRole('banner', { name: /site/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/newsletter/i)).not.toBeInTheDocument();
  });

  it.each([
    ['editor', ['Dashboard', 'Blogs', 'Case studies', 'Your account'], ['Case Studies', 'Blogs'], ['Blog drafts', 'Case study drafts']],
    ['sales', ['Dashboard', 'Inbox', 'Subscribers', 'Your account'], ['Inbox', 'Subscribers'], ['New leads this week', 'Failed mails', 'Pending subscribers']],
  ] as const)('when %s opens /admin, then the navigation, the portal links and the counts show only what the role may use', async (role, sections, links, counts) => {
    stubApi(role === 'editor' ? [draftsRoute] : [statsRoute]);
    renderAdmin(adminState(anAdmin({ role })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(sections);
    expect(within(screen.getByRole('list', { name: 'Manage' })).getAllByRole('link').map((a) => a.textContent)).toEqual(links);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'At a glance' })).getAllByRole('listitem').map((li) => li.querySelector('a')?.firstChild?.textContent)).toEqual(counts),
    );
  });

  it('when the counts arrive, then each figure shows and links to the list filtered to exactly what it counts', async () => {
    stubApi([statsRoute, draftsRoute]);
    renderAdmin(adminState());
    await waitFor(() => expect(countOf('New leads this week')).toBe('7|New leads this week: 7'));
    expect(countOf('Failed mails')).toBe('2|Failed mails: 2');
    expect(countOf('Pending subscribers')).toBe('3|Pending subscribers: 3');
    await waitFor(() => expect(countOf('Blog drafts')).toBe('1|Blog drafts: 1'));
    expect(countOf('Case study drafts')).toBe('4|Case study drafts: 4');
    const href = (label: string) => screen.getByRole('link', { name: new RegExp(`^${label}\\s*:`) }).getAttribute('href');
    expect([href('New leads this week'), href('Failed mails'), href('Pending subscribers'), href('Blog drafts'), href('Case study drafts')]).toEqual([
      '/admin/inbox?type=all&view=new-leads',
      '/admin/inbox?type=all&status=failed',
      '/admin/subscribers?status=pending',
      '/admin/blogs?state=in-progress',
      '/admin/casestudy?state=in-progress',
    ]);
    expect(callsTo('GET', '/api/admin/stats')[0]!.headers.authorization).toMatch(/^Bearer /);
  });

  it('when content-service has no drafts count (404), then the draft figures show a dash and the other counts still show', async () => {
    stubApi([statsRoute]);
    renderAdmin(adminState());
    await waitFor(() => expect(countOf('New leads this week')).toBe('7|New leads this week: 7'));
    await waitFor(() => expect(countOf('Blog drafts')).toBe('—|Blog drafts: not available'));
    expect(countOf('Case study drafts')).toBe('—|Case study drafts: not available');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when Logout is pressed, then the server ends the session first, then stored user info and Google data are removed, the store is reset and the page reloads', async () => {
    const user = anAdmin();
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('googleUserData', '{"sub":"1"}');
    localStorage.setItem('cookieConsent', 'yes');
    let storedAtLogout: string | null = 'not called';
    stubApi([
      statsRoute,
      draftsRoute,
      { method: 'GET', path: '/blogs', reply: { body: { status: 'success', data: [] } } },
      {
        method: 'POST',
        path: '/api/users/logout',
        reply: () => {
          storedAtLogout = localStorage.getItem('userInfo');
          return { status: 204 };
        },
      },
    ]);
    const reload = jest.fn();
    pageReloader.reload = reload;
    const { store } = renderAdmin(adminState(user));
    await screen.findByRole('heading', { level: 1, name: 'Admin Portal' });
    await store.dispatch(blogApi.endpoints.getBlogs.initiate());
    expect(Object.keys(store.getState().api.queries).length).toBeGreaterThan(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(callsTo('POST', '/api/users/logout').map((c) => c.headers.authorization)).toEqual([`Bearer ${user.token}`]);
    // The call went out while the token was still stored: the session ended before the local logout.
    expect(storedAtLogout).toBe(JSON.stringify(user));
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('googleUserData')).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBe('yes');
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().api.queries).toEqual({});
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when the logout call fails, then the admin is still signed out here', async () => {
    const user = anAdmin();
    localStorage.setItem('userInfo', JSON.stringify(user));
    stubApi([statsRoute, draftsRoute, { method: 'POST', path: '/api/users/logout', reply: { status: 503, body: { message: 'down' } } }]);
    const reload = jest.fn();
    pageReloader.reload = reload;
    const { store } = renderAdmin(adminState(user));

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });

  it('when Sign out everywhere is pressed, then the server ends every session of the admin, then this browser signs out', async () => {
    const user = anAdmin();
    localStorage.setItem('userInfo', JSON.stringify(user));
    stubApi([statsRoute, draftsRoute, { method: 'POST', path: '/api/users/logout-all', reply: { body: { sessionsEnded: 3 } } }]);
    const reload = jest.fn();
    pageReloader.reload = reload;
    const { store } = renderAdmin(adminState(user));

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(callsTo('POST', '/api/users/logout-all').map((c) => c.headers.authorization)).toEqual([`Bearer ${user.token}`]);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });

  it('when the stored token has expired, then the admin is signed out and /login says why', async () => {
    stubApi([]);
    const exp = Math.floor(Date.now() / 1000) - 60;
    const expired = anAdmin({ token: `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s` });
    localStorage.setItem('userInfo', JSON.stringify(expired));
    const { store, router } = renderAdmin(adminState(expired));

    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_EXPIRED_MESSAGE);
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });
});
