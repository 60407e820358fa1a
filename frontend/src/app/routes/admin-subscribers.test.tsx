import { stubApi, callsTo, readBlob } from '@/components/admin/testing/fetch-stub';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscriber } from '@site/contracts/admin';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Component as AdminSubscribers } from '@/app/routes/admin-subscribers';
import { adminState, visitorState } from '@/components/admin/testing/admin-fixtures';

const aSubscriber = (overrides: Partial<Subscriber> = {}): Subscriber => ({
  id: 's-1',
  email: 'reader@example.com',
  status: 'pending',
  consentVersion: '2026-11-24',
  consentText: 'By subscribing you agree…',
  consentAt: '2026-11-20T15:00:00.000Z',
  consentIp: '203.0.113.9',
  confirmedAt: null,
  unsubscribedAt: null,
  ...overrides,
});
const listPath = /^\/api\/admin\/subscribers(\?|$)/;

describe('subscribers page', () => {
  it('when an admin opens /admin/subscribers, filters by status and exports, then the list and the CSV follow the filter', async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:subs'), revokeObjectURL: () => undefined });
    const clicked: string[] = [];
    const clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    stubApi([
      { method: 'GET', path: listPath, reply: { body: { status: 'success', data: [aSubscriber()], total: 1, page: 1, pageSize: 25 } } },
      { method: 'GET', path: /^\/api\/admin\/subscribers\.csv/, reply: { raw: { data: 'id,email\n', type: 'text/csv' } } },
    ]);
    try {
      renderWithProviders(<AdminSubscribers />, { route: '/admin/subscribers', preloadedState: adminState() });
      expect(screen.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Subscribers' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
      expect(within(table).getByText('reader@example.com')).toBeInTheDocument();
      const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
      const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent);
      expect(cells[headers.indexOf('Consent version')]).toBe('2026-11-24');

      await userEvent.selectOptions(screen.getByLabelText('Status'), 'confirmed');
      await waitFor(() => expect(callsTo('GET', listPath).at(-1)!.path).toBe('/api/admin/subscribers?status=confirmed&page=1&pageSize=25'));
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicked).toEqual(['subscribers.csv']));
      expect(callsTo('GET', /\.csv/)[0]!.path).toBe('/api/admin/subscribers.csv?status=confirmed');
      expect(await readBlob(created[0]!)).toBe('id,email\n');
    } finally {
      clickSpy.mockRestore();
    }
  });

  it('when a visitor opens /admin/subscribers, then they are sent to /login', async () => {
    stubApi([]);
    const { router } = renderWithProviders(<AdminSubscribers />, {
      route: '/admin/subscribers',
      preloadedState: visitorState(),
      routes: [{ path: '/login', element: <p>login</p> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo('GET', listPath)).toEqual([]);
  });
});
