import { callsTo, stubApi } from '@/features/admin-shared/testing/fetch-stub';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Component as AdminHome } from '@/app/routes/admin-home';
import { Component as LoginPage } from '@/app/routes/login';
import { anAdmin, adminState } from '@/features/admin-shared/testing/admin-fixtures';
import { pageReloader, SESSION_EXPIRED_MESSAGE } from '@/features/admin-shared/session';
import { blogApi } from '@/features/blog/blog-api';

const loginRoute = { path: '/login', element: <LoginPage /> };

beforeEach(() => localStorage.clear());

describe('admin portal', () => {
  it('when an admin opens /admin, then the portal links to case studies, blogs and the inbox', async () => {
    stubApi([]);
    renderWithProviders(<AdminHome />, { route: '/admin', preloadedState: adminState() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '/admin/casestudy');
    expect(screen.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/admin/blogs');
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/admin/inbox');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('when Logout is pressed, then the server ends the session first, then stored user info and Google data are removed, the store is reset and the page reloads', async () => {
    const user = anAdmin();
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('googleUserData', '{"sub":"1"}');
    localStorage.setItem('cookieConsent', 'yes');
    let storedAtLogout: string | null = 'not called';
    stubApi([
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
    const { store } = renderWithProviders(<AdminHome />, { route: '/admin', preloadedState: adminState(user), routes: [loginRoute] });
    await store.dispatch(blogApi.endpoints.getBlogs.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

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
    stubApi([{ method: 'POST', path: '/api/users/logout', reply: { status: 503, body: { message: 'down' } } }]);
    const reload = jest.fn();
    pageReloader.reload = reload;
    const { store } = renderWithProviders(<AdminHome />, { route: '/admin', preloadedState: adminState(user), routes: [loginRoute] });

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });

  it('when Sign out everywhere is pressed, then the server ends every session of the admin, then this browser signs out', async () => {
    const user = anAdmin();
    localStorage.setItem('userInfo', JSON.stringify(user));
    stubApi([{ method: 'POST', path: '/api/users/logout-all', reply: { body: { sessionsEnded: 3 } } }]);
    const reload = jest.fn();
    pageReloader.reload = reload;
    const { store } = renderWithProviders(<AdminHome />, { route: '/admin', preloadedState: adminState(user), routes: [loginRoute] });

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
    const { store, router } = renderWithProviders(<AdminHome />, { route: '/admin', preloadedState: adminState(expired), routes: [loginRoute] });

    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_EXPIRED_MESSAGE);
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });
});
