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
import type { TrafficReply } from '@site/contracts/traffic';

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

const LAST_DAY = '2026-11-27';

/** The days of a period ending LAST_DAY, oldest first (as the report lists them). */
const periodDays = (days: number): string[] =>
  Array.from({ length: days }, (_, i) => new Date(Date.parse(`${LAST_DAY}T00:00:00Z`) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));

/** A report with no visits and no leads on any day. */
const anEmptyReport = (days: 7 | 30 | 90): TrafficReply['data'] => {
  const daily = periodDays(days).map((day) => ({ day, visitors: 0, visits: 0, pageViews: 0, leads: 0 }));
  return { days, from: daily[0]!.day, to: LAST_DAY, totals: { visitors: 0, visits: 0, pageViews: 0, leads: 0 }, daily, pages: [], sources: [], campaigns: [] };
};

/** A week with its figures chosen so that every rate rounds one way only (no half to round). */
const aWeek = (): TrafficReply['data'] => {
  const figures = [
    [60, 70, 150, 1],
    [70, 80, 200, 0],
    [80, 90, 220, 2],
    [100, 110, 300, 4],
    [120, 130, 330, 1],
    [60, 70, 150, 1],
    [50, 60, 150, 0],
  ] as const;
  return {
    days: 7,
    from: '2026-11-21',
    to: LAST_DAY,
    totals: { visitors: 540, visits: 610, pageViews: 1500, leads: 9 },
    daily: periodDays(7).map((day, i) => {
      const [visitors, visits, pageViews, leads] = figures[i]!;
      return { day, visitors, visits, pageViews, leads };
    }),
    pages: [
      { path: '/', pageViews: 700, visits: 300, leads: 2, conversionRate: 2 / 300 },
      { path: '/services/network-design', pageViews: 120, visits: 80, leads: 6, conversionRate: 0.075 },
    ],
    sources: [
      { source: 'campaign', visits: 150, leads: 5, conversionRate: 5 / 150, won: 2, lost: 1 },
      { source: 'search', visits: 250, leads: 3, conversionRate: 0.012, won: 1, lost: 0 },
      { source: 'social', visits: 120, leads: 1, conversionRate: 1 / 120, won: 0, lost: 1 },
      { source: 'referral', visits: 90, leads: 0, conversionRate: 0, won: 0, lost: 0 },
      { source: 'direct', visits: 0, leads: 0, conversionRate: null, won: 0, lost: 0 },
    ],
    campaigns: [
      { campaign: 'q1-retail', visits: 100, leads: 4, conversionRate: 0.04, won: 2, lost: 1 },
      { campaign: 'spring promo', visits: 50, leads: 1, conversionRate: 0.02, won: 0, lost: 0 },
    ],
  };
};

/** GET /api/admin/stats/traffic?days=N: the week above for 7 days, an empty report for the others. */
const trafficRoute: StubRoute = {
  method: 'GET',
  path: /^\/api\/admin\/stats\/traffic\?days=\d+$/,
  reply: (call) => {
    const days = Number(new URL(call.path, 'http://localhost').searchParams.get('days')) as 7 | 30 | 90;
    const data = days === 7 ? aWeek() : anEmptyReport(days);
    return { body: { status: 'success', data } satisfies TrafficReply };
  },
};
const trafficPath = '/api/admin/stats/traffic';

/** /admin as the app builds it: the admin shell (navigation, user, Logout) around the Admin Portal. */
function renderAdmin(preloadedState: Partial<RootState>, route = '/admin') {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminLayout />, children: [{ index: true, element: <AdminHome /> }] },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: [route] },
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
    stubApi([statsRoute, draftsRoute, trafficRoute]);
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
    stubApi(role === 'editor' ? [draftsRoute] : [statsRoute, trafficRoute]);
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
    stubApi([statsRoute, draftsRoute, trafficRoute]);
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
    stubApi([statsRoute, trafficRoute]);
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

/** A table's rows as their cells' text (header cells included). */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

/** A link's address, found by its accessible name (a lead figure's names what it counts). */
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('traffic and leads on the dashboard (issue 27)', () => {
  it('when the report for 7 days arrives, then the totals, the chart and its summary, the figures per day and the tables show it', async () => {
    stubApi([statsRoute, draftsRoute, trafficRoute]);
    renderAdmin(adminState(), '/admin?days=7');
    const section = await screen.findByRole('region', { name: 'Traffic and leads' });
    const totals = await within(section).findByRole('list', { name: 'Totals' });
    expect(within(totals).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['540Visitors', '610Visits', '1,500Page views', '9Leads', '1.5%Conversion rate']);
    expect(within(section).getByText('Nov 21, 2026 to Nov 27, 2026 (UTC days).', { exact: false })).toBeInTheDocument();

    const summary = 'Visitors and leads per day, Nov 21 to Nov 27, 2026: 540 visitors and 9 leads in all; most visitors on Nov 25 (120), most leads on Nov 24 (4).';
    const chart = within(section).getByRole('img', { name: summary });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    // A bar per day and figure, each panel on its own scale (120 visitors and 4 leads fill their panels); none for a day with no leads.
    const heights = (panel: string) => Array.from(chart.querySelectorAll(`.${panel} rect`), (rect) => Number(rect.getAttribute('height')));
    expect(heights('visitors')).toEqual([60, 70, 80, 100, 120, 60, 50]);
    expect(heights('leads')).toEqual([12, 24, 48, 12, 12]);
    expect(chart.querySelector('image, use, foreignObject')).toBeNull();

    await userEvent.click(within(section).getByText('Figures per day'));
    expect(rowsOf(within(section).getByRole('table', { name: 'Visitors and leads per day' }))).toEqual([
      ['Day', 'Visitors', 'Visits', 'Page views', 'Leads'],
      ['Nov 21, 2026', '60', '70', '150', '1'],
      ['Nov 22, 2026', '70', '80', '200', '0'],
      ['Nov 23, 2026', '80', '90', '220', '2'],
      ['Nov 24, 2026', '100', '110', '300', '4'],
      ['Nov 25, 2026', '120', '130', '330', '1'],
      ['Nov 26, 2026', '60', '70', '150', '1'],
      ['Nov 27, 2026', '50', '60', '150', '0'],
    ]);
    expect(rowsOf(within(section).getByRole('table', { name: 'Top landing pages' }))).toEqual([
      ['Landing page', 'Page views', 'Visits', 'Leads', 'Conversion rate'],
      ['/', '700', '300', '2', '0.7%'],
      ['/services/network-design', '120', '80', '6', '7.5%'],
    ]);
    expect(rowsOf(within(section).getByRole('table', { name: 'Sources' }))).toEqual([
      ['Source', 'Visits', 'Leads', 'Conversion rate', 'Won', 'Lost'],
      ['Campaign', '150', '5', '3.3%', '2', '1'],
      ['Search', '250', '3', '1.2%', '1', '0'],
      ['Social', '120', '1', '0.8%', '0', '1'],
      ['Referral', '90', '0', '0.0%', '0', '0'],
      ['Direct', '0', '0', '—', '0', '0'],
    ]);
    expect(rowsOf(within(section).getByRole('table', { name: 'Campaigns' }))).toEqual([
      ['Campaign', 'Visits', 'Leads', 'Conversion rate', 'Won', 'Lost'],
      ['q1-retail', '100', '4', '4.0%', '2', '1'],
      ['spring promo', '50', '1', '2.0%', '0', '0'],
    ]);
    expect(callsTo('GET', trafficPath).map((c) => [c.path, c.headers.authorization?.startsWith('Bearer ')])).toEqual([['/api/admin/stats/traffic?days=7', true]]);
  });

  it('when the report shows, then every lead figure links to the inbox list of exactly those leads', async () => {
    stubApi([statsRoute, draftsRoute, trafficRoute]);
    renderAdmin(adminState(), '/admin?days=7');
    await screen.findByRole('table', { name: 'Sources' });
    const week = '/admin/inbox?type=all&view=leads&from=2026-11-21&to=2026-11-27';
    expect(
      [
        '9 leads in the period',
        '4 leads on Nov 24, 2026',
        '0 leads on Nov 27, 2026',
        '6 leads that landed on /services/network-design',
        '2 leads that landed on /',
        '5 leads from Campaign',
        '2 leads won from Campaign',
        '1 lead lost from Campaign',
        '3 leads from Search',
        '4 leads from q1-retail',
        '2 leads won from q1-retail',
        '1 lead from spring promo',
      ].map(hrefOf),
    ).toEqual([
      week,
      '/admin/inbox?type=all&view=leads&from=2026-11-24&to=2026-11-24',
      '/admin/inbox?type=all&view=leads&from=2026-11-27&to=2026-11-27',
      `${week}&landingPage=%2Fservices%2Fnetwork-design`,
      `${week}&landingPage=%2F`,
      `${week}&source=campaign`,
      `${week}&source=campaign&leadStatus=won`,
      `${week}&source=campaign&leadStatus=lost`,
      `${week}&source=search`,
      `${week}&campaign=q1-retail`,
      `${week}&campaign=q1-retail&leadStatus=won`,
      `${week}&campaign=spring+promo`,
    ]);
    // The visible text of each lead link is its number alone; the name adds what it counts.
    expect(screen.getByRole('link', { name: '6 leads that landed on /services/network-design' })).toHaveTextContent(/^6$/);
  });

  it('when a period is chosen, then the address keeps it and the report is asked for that period', async () => {
    stubApi([statsRoute, draftsRoute, trafficRoute]);
    const { router } = renderAdmin(adminState());
    const periods = screen.getByRole('navigation', { name: 'Period' });
    expect(within(periods).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Last 7 days', '/admin?days=7', null],
      ['Last 30 days', '/admin?days=30', 'page'],
      ['Last 90 days', '/admin?days=90', null],
    ]);
    await waitFor(() => expect(screen.getByRole('img', { name: /^Visitors and leads per day, Oct 29 to Nov 27, 2026: 0 visitors and 0 leads in all; no visitors on any day, no leads on any day\.$/ })).toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Top landing pages' })).toHaveTextContent('No page views counted in this period.');

    await userEvent.click(within(periods).getByRole('link', { name: 'Last 7 days' }));

    expect(router.state.location.search).toBe('?days=7');
    expect(within(periods).getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Totals' })).getAllByRole('listitem')[0]).toHaveTextContent('540Visitors'));
    expect(callsTo('GET', trafficPath).map((c) => c.path)).toEqual(['/api/admin/stats/traffic?days=30', '/api/admin/stats/traffic?days=7']);
  });

  it.each([
    ['?days=90', '/api/admin/stats/traffic?days=90'],
    ['?days=365', '/api/admin/stats/traffic?days=30'],
  ])('when /admin%s is opened (a link or a reload), then the report is asked for %s', async (search, asked) => {
    stubApi([statsRoute, draftsRoute, trafficRoute]);
    renderAdmin(adminState(), `/admin${search}`);
    await screen.findByRole('list', { name: 'Totals' });
    expect(callsTo('GET', trafficPath).map((c) => c.path)).toEqual([asked]);
  });

  it('when the report cannot be had, then the section says why and the other counts still show', async () => {
    stubApi([statsRoute, draftsRoute, { method: 'GET', path: /^\/api\/admin\/stats\/traffic/, reply: { status: 503, body: { message: 'Traffic figures are unavailable' } } }]);
    renderAdmin(adminState());
    const section = await screen.findByRole('region', { name: 'Traffic and leads' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Traffic figures are unavailable');
    await waitFor(() => expect(countOf('New leads this week')).toBe('7|New leads this week: 7'));
    expect(within(section).queryByRole('list', { name: 'Totals' })).not.toBeInTheDocument();
  });

  it('when an editor opens /admin, then there is no traffic section and the report is not asked for', async () => {
    stubApi([draftsRoute, trafficRoute]);
    renderAdmin(adminState(anAdmin({ role: 'editor' })));
    await waitFor(() => expect(countOf('Blog drafts')).toBe('1|Blog drafts: 1'));
    expect(screen.queryByRole('heading', { name: 'Traffic and leads' })).not.toBeInTheDocument();
    expect(callsTo('GET', trafficPath)).toEqual([]);
  });
});
