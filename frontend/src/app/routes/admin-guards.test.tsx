import { stubApi } from '@/components/admin/testing/fetch-stub';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RootState } from '@/lib/store';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Component as AdminHome } from '@/app/routes/admin-home';
import { Component as AdminBlogs } from '@/app/routes/admin-blogs';
import { Component as AdminCaseStudies } from '@/app/routes/admin-case-studies';
import { Component as AdminCaseStudyEdit } from '@/app/routes/admin-case-study-edit';
import { Component as AdminInbox } from '@/app/routes/admin-inbox';
import { anAdmin, adminState, visitorState } from '@/components/admin/testing/admin-fixtures';

const targets = [
  { path: '/', element: <h1>home reached</h1> },
  { path: '/login', element: <h1>login reached</h1> },
];

const guarded: [string, string, ComponentType, string][] = [
  ['/admin', '/admin', AdminHome, '/login'],
  ['/admin/blogs', '/admin/blogs', AdminBlogs, '/login'],
  ['/admin/casestudy', '/admin/casestudy', AdminCaseStudies, '/'],
  ['/admin/casestudy/:id/edit', '/admin/casestudy/cs-1/edit', AdminCaseStudyEdit, '/login'],
  ['/admin/inbox', '/admin/inbox', AdminInbox, '/login'],
];

const signedInNonAdmin = (): Partial<RootState> => ({ session: { user: anAdmin({ isAdmin: false }), notice: null } });

describe('admin guards (spec section 6)', () => {
  beforeEach(() =>
    stubApi([
      { method: 'GET', path: '/blogs', reply: { body: { status: 'success', data: [] } } },
      { method: 'GET', path: '/api/categories', reply: { body: { status: 'success', data: [] } } },
      { method: 'GET', path: /^\/api\/caseStudies/, reply: { body: [] } },
      { method: 'GET', path: '/api/admin/blogs', reply: { body: { status: 'success', data: [] } } },
      { method: 'GET', path: '/api/admin/caseStudies', reply: { body: { status: 'success', data: [] } } },
      { method: 'GET', path: /^\/api\/admin\/caseStudies\//, reply: { body: { status: 'success', data: { _id: 'cs-1', status: 'draft', publish_at: null } } } },
      { method: 'GET', path: /^\/api\/admin\/submissions/, reply: { body: { status: 'success', data: [], total: 0, page: 1, pageSize: 25 } } },
    ]),
  );

  it.each(guarded)('when a visitor opens %s, then they are sent to the right place', async (_pattern, url, Page, target) => {
    const { router } = renderWithProviders(<Page />, { route: url, routes: targets, preloadedState: visitorState() });
    expect(await screen.findByText(target === '/' ? 'home reached' : 'login reached')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(target);
  });

  it.each(guarded)('when a signed-in user who is not an admin opens %s, then they are sent away too', async (_pattern, url, Page, target) => {
    const { router } = renderWithProviders(<Page />, { route: url, routes: targets, preloadedState: signedInNonAdmin() });
    await screen.findByText(target === '/' ? 'home reached' : 'login reached');
    expect(router.state.location.pathname).toBe(target);
  });

  it.each([
    ['editor', '/admin/inbox', AdminInbox, 'inbox'],
    ['sales', '/admin/blogs', AdminBlogs, 'blogs'],
    ['sales', '/admin/casestudy', AdminCaseStudies, 'caseStudies'],
    ['sales', '/admin/casestudy/cs-1/edit', AdminCaseStudyEdit, 'caseStudies'],
  ] as const)('when %s opens %s, a screen the role may not use, then it is refused and nothing of it loads', async (role, url, Page, screenName) => {
    const { router } = renderWithProviders(<Page />, { route: url, routes: targets, preloadedState: adminState(anAdmin({ role })), handle: { screen: screenName } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available for your role' })).toBeInTheDocument();
    expect(screen.getByText(/As (Editor|Sales) you cannot open this page/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(url);
  });

  it('when an Owner who must set up an authenticator opens /admin/blogs, then they are sent to their account page', async () => {
    const { router } = renderWithProviders(<AdminBlogs />, {
      route: '/admin/blogs',
      routes: [...targets, { path: '/admin/account', element: <h1>account reached</h1> }],
      preloadedState: adminState(anAdmin({ role: 'owner', totpEnabled: false, setupRequired: true })),
      handle: { screen: 'blogs' },
    });
    expect(await screen.findByText('account reached')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');
  });

  it.each(guarded)('when an admin opens %s, then the page stays and is marked noindex', async (_pattern, url, Page) => {
    const { router } = renderWithProviders(<Page />, { route: url, routes: targets, preloadedState: adminState() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(url);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
