import { stubApi, callsTo, readBlob } from '@/components/admin/testing/fetch-stub';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadEvent, Submission } from '@site/contracts/admin';
import { NO_ATTRIBUTION } from '@site/contracts/traffic';
import { CONSENT_VERSIONS, FIELD_LABELS } from '@site/contracts/form-fields';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Component as AdminInbox } from '@/app/routes/admin-inbox';
import { adminState } from '@/components/admin/testing/admin-fixtures';
import { ATTRIBUTION_NOT_RECORDED, DELETE_SUBMISSION_CONFIRMATION } from '@/features/admin-inbox/submission-details';

jest.setTimeout(20_000);

const aSubmission = (overrides: Partial<Submission> = {}): Submission => ({
  id: '3f0c2a1e-0000-4000-8000-000000000001',
  type: 'contact',
  region: 'canada',
  payload: { name: 'Grace Hopper', email: 'grace@navy.example', phoneNum: '4165550100', message: 'Need 40 screens', formType: 'Contact page Form' },
  deliveryStatus: 'failed',
  attempts: 5,
  lastError: 'SMTP 421 try later',
  ip: '203.0.113.9',
  userAgent: 'Firefox',
  createdAt: '2026-11-20T15:00:00.000Z',
  sentAt: null,
  leadStatus: 'new',
  consentVersion: '2026-11-24',
  consentText: CONSENT_VERSIONS['2026-11-24'].contact,
  spamReason: null,
  attribution: NO_ATTRIBUTION,
  ...overrides,
});

const leadReply = (submission: Submission, history: LeadEvent[] = []) => ({ body: { status: 'success', data: { submission, history } } });

const aJob = (): Submission =>
  aSubmission({
    id: '3f0c2a1e-0000-4000-8000-000000000002',
    type: 'job',
    region: null,
    payload: { fname: 'Alan', lname: 'Turing', email: 'alan@example.com', phoneNum: '1', city: 'Portland', state: 'OR', jobInterested: 'Smart Hands', resume: '0b6a3c1e-1111-4222-8333-444455556666.pdf', formType: 'job Form' },
    deliveryStatus: 'sent',
    attempts: 1,
    lastError: null,
    sentAt: '2026-11-20T15:01:00.000Z',
  });

const listReply = (data: Submission[], total = data.length, page = 1) => ({ body: { status: 'success', data, total, page, pageSize: 25 } });
const listPath = /^\/api\/admin\/submissions(\?|$)/;

const renderInbox = () => renderWithProviders(<AdminInbox />, { route: '/admin/inbox', preloadedState: adminState() });

let confirmSpy: jest.SpyInstance<boolean, [message?: string]>;
let clicked: { href: string; download: string }[];
let clickSpy: jest.SpyInstance;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
  clicked = [];
  // jsdom cannot download; record what the page asked the browser to download instead.
  clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  confirmSpy.mockRestore();
  clickSpy.mockRestore();
});

describe('admin inbox', () => {
  it('when the inbox opens, then contact enquiries are listed with their delivery status', async () => {
    stubApi([{ method: 'GET', path: listPath, reply: listReply([aSubmission()]) }]);
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Contact enquiries' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Submissions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(1, 6).map((c) => c.textContent)).toEqual(['Grace Hopper', 'grace@navy.example', 'canada', 'Failed', '5']);
    expect(callsTo('GET', listPath).map((c) => c.path)).toEqual(['/api/admin/submissions?type=contact&page=1&pageSize=25']);
  });

  it('when the arrow keys are used on the tabs, then the selection moves and wraps around', async () => {
    stubApi([{ method: 'GET', path: listPath, reply: listReply([]) }]);
    renderInbox();
    screen.getByRole('tab', { name: 'Contact enquiries' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'All types' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All types' })).toHaveFocus();
    await waitFor(() => expect(callsTo('GET', listPath).at(-1)!.path).toBe('/api/admin/submissions?page=1&pageSize=25'));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Contact enquiries' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when type, status, dates and page change, then the list is asked for with those filters', async () => {
    stubApi([{ method: 'GET', path: listPath, reply: listReply([aJob()], 60) }]);
    renderInbox();
    await userEvent.click(screen.getByRole('tab', { name: 'Job applications' }));
    await userEvent.selectOptions(await screen.findByLabelText('Delivery status'), 'spam');
    await userEvent.type(screen.getByLabelText('From date'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To date'), '2026-11-30');
    await screen.findByText('Page 1 of 3 (60 in all)');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));

    await waitFor(() =>
      expect(callsTo('GET', listPath).at(-1)!.path).toBe('/api/admin/submissions?type=job&status=spam&from=2026-11-01&to=2026-11-30&page=2&pageSize=25'),
    );
    const paths = callsTo('GET', listPath).map((c) => c.path);
    expect(paths).toContain('/api/admin/submissions?type=job&page=1&pageSize=25');
    expect(paths).toContain('/api/admin/submissions?type=job&status=spam&page=1&pageSize=25');
    expect(callsTo('GET', listPath).every((c) => /^Bearer /.test(c.headers.authorization ?? ''))).toBe(true);
  });

  it('when a failed submission is opened and resent, then all its fields show and the resend is requested', async () => {
    const failed = aSubmission();
    let current = failed;
    stubApi([
      { method: 'GET', path: listPath, reply: () => listReply([current]) },
      { method: 'GET', path: `/api/admin/submissions/${failed.id}/history`, reply: () => leadReply(current) },
      {
        method: 'POST',
        path: `/api/admin/submissions/${failed.id}/resend`,
        reply: () => {
          current = { ...failed, deliveryStatus: 'pending', lastError: null };
          return { body: { status: 'success', data: current } };
        },
      },
    ]);
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Open Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact enquiry' });
    await within(dialog).findByText('Need 40 screens');
    const details = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(details).toMatchObject({
      Name: 'Grace Hopper',
      Email: 'grace@navy.example',
      Phone: '4165550100',
      Message: 'Need 40 screens',
      'Delivery status': 'failed',
      Attempts: '5',
      'Last error': 'SMTP 421 try later',
      Region: 'canada',
    });
    expect(within(dialog).queryByRole('button', { name: 'Download resume' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Delivery queued again.');
    await waitFor(() => expect(within(dialog).getByText('Delivery status').nextElementSibling).toHaveTextContent('pending'));
    expect(callsTo('POST', `/api/admin/submissions/${failed.id}/resend`)).toHaveLength(1);
  });

  it('when a submission in the spam folder is marked Not spam, then the service is told and there is no Resend', async () => {
    const spam = aSubmission({ deliveryStatus: 'spam', attempts: 0, lastError: null });
    stubApi([
      { method: 'GET', path: listPath, reply: listReply([spam]) },
      { method: 'GET', path: `/api/admin/submissions/${spam.id}/history`, reply: leadReply(spam) },
      { method: 'POST', path: `/api/admin/submissions/${spam.id}/not-spam`, reply: { body: { status: 'success', data: { ...spam, deliveryStatus: 'pending' } } } },
    ]);
    renderInbox();
    await userEvent.selectOptions(screen.getByLabelText('Delivery status'), 'spam');
    await userEvent.click(await screen.findByRole('button', { name: 'Open Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact enquiry' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Not spam' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Moved out of spam; delivery queued.');
    expect(within(dialog).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(callsTo('POST', `/api/admin/submissions/${spam.id}/not-spam`)).toHaveLength(1);
  });

  it('when a job application is opened, then each field is named by its label in the field catalogue, and an edited label shows', async () => {
    const job = aJob();
    stubApi([
      { method: 'GET', path: listPath, reply: listReply([job]) },
      { method: 'GET', path: `/api/admin/submissions/${job.id}/history`, reply: leadReply(job) },
    ]);
    const labels = FIELD_LABELS as Record<string, string>;
    const original = labels.jobInterested!;
    labels.jobInterested = 'Role you want (edited)';
    try {
      renderInbox();
      await userEvent.click(screen.getByRole('tab', { name: 'Job applications' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Open Alan Turing' }));
      const dialog = await screen.findByRole('dialog', { name: 'Job application' });
      await within(dialog).findByText('Smart Hands');
      const terms = within(dialog)
        .getAllByRole('term')
        .map((dt) => dt.textContent);
      expect(terms.slice(0, 9)).toEqual(['First name', 'Last name', 'Email', 'Phone', 'City', 'State', 'Role you want (edited)', 'Resume', 'Form']);
    } finally {
      labels.jobInterested = original;
    }
  });

  it('when a job application is opened, then Download resume fetches a signed link and downloads it', async () => {
    const job = aJob();
    stubApi([
      { method: 'GET', path: listPath, reply: listReply([job]) },
      { method: 'GET', path: `/api/admin/submissions/${job.id}/history`, reply: leadReply(job) },
      {
        method: 'GET',
        path: '/api/admin/resumes/0b6a3c1e-1111-4222-8333-444455556666.pdf/link',
        reply: { body: { url: 'http://localhost/api/files/resumes/0b6a3c1e-1111-4222-8333-444455556666.pdf?expires=1&signature=abc', expiresAt: '2026-11-22T05:00:00.000Z' } },
      },
    ]);
    renderInbox();
    await userEvent.click(screen.getByRole('tab', { name: 'Job applications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Job application' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Download resume' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.href).toBe('http://localhost/api/files/resumes/0b6a3c1e-1111-4222-8333-444455556666.pdf?expires=1&signature=abc');
    expect(within(dialog).getByRole('link', { name: 'open the resume link' })).toHaveAttribute('href', clicked[0]!.href);
    expect(callsTo('GET', /\/link$/)[0]!.headers.authorization).toMatch(/^Bearer /);
  });

  it('when Delete is confirmed, then the submission is deleted and the list reloads', async () => {
    const s = aSubmission();
    stubApi([
      { method: 'GET', path: listPath, reply: listReply([s]) },
      { method: 'GET', path: `/api/admin/submissions/${s.id}/history`, reply: leadReply(s) },
      { method: 'DELETE', path: `/api/admin/submissions/${s.id}`, reply: { body: { status: 'success', message: 'Submission deleted' } } },
    ]);
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Open Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact enquiry' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(confirmSpy).toHaveBeenCalledWith(DELETE_SUBMISSION_CONFIRMATION);
    expect(await screen.findByRole('status')).toHaveTextContent('Submission deleted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', listPath)).toHaveLength(2));
  });

  it('when Export CSV is pressed, then the CSV is fetched with the token and the current filters and saved', async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:csv-1'), revokeObjectURL: () => undefined });
    stubApi([
      { method: 'GET', path: listPath, reply: listReply([]) },
      { method: 'GET', path: /^\/api\/admin\/submissions\.csv/, reply: { raw: { data: 'id,type\n1,contact\n', type: 'text/csv' } } },
    ]);
    renderInbox();
    await userEvent.selectOptions(screen.getByLabelText('Delivery status'), 'failed');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const csvCall = callsTo('GET', /\.csv/)[0]!;
    expect(csvCall.path).toBe('/api/admin/submissions.csv?type=contact&status=failed');
    expect(csvCall.headers.authorization).toMatch(/^Bearer /);
    expect(clicked[0]).toEqual({ href: 'blob:csv-1', download: 'contact-submissions.csv' });
    expect(await readBlob(created[0]!)).toBe('id,type\n1,contact\n');

  });

  it('when sales sets the lead status and adds a note, then both are sent and the history shows who did what', async () => {
    const s = aSubmission();
    let current = s;
    let history: LeadEvent[] = [];
    const at = '2026-11-21T09:30:00.000Z';
    stubApi([
      { method: 'GET', path: listPath, reply: () => listReply([current]) },
      { method: 'GET', path: `/api/admin/submissions/${s.id}/history`, reply: () => leadReply(current, history) },
      {
        method: 'PUT',
        path: `/api/admin/submissions/${s.id}/lead-status`,
        reply: (call) => {
          const to = (call.json as { leadStatus: Submission['leadStatus'] }).leadStatus;
          history = [...history, { id: '1', kind: 'status', from: current.leadStatus, to, actorSub: 'admin-1', actorEmail: 'ada@northwire.example', at }];
          current = { ...current, leadStatus: to };
          return leadReply(current, history);
        },
      },
      {
        method: 'POST',
        path: `/api/admin/submissions/${s.id}/notes`,
        reply: (call) => {
          history = [...history, { id: '2', kind: 'note', text: (call.json as { text: string }).text, actorSub: 'admin-1', actorEmail: 'ada@northwire.example', at }];
          return { status: 201, ...leadReply(current, history) };
        },
      },
    ]);
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Open Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact enquiry' });
    expect(await within(dialog).findByText('No status changes or notes yet.')).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText('Lead status'), 'contacted');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Lead status set to Contacted.');
    expect(callsTo('PUT', `/api/admin/submissions/${s.id}/lead-status`).map((c) => c.json)).toEqual([{ leadStatus: 'contacted' }]);

    await userEvent.type(within(dialog).getByLabelText('Internal note'), 'Called back, wants a quote');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Internal note')).toHaveValue(''));
    expect(callsTo('POST', `/api/admin/submissions/${s.id}/notes`).map((c) => c.json)).toEqual([{ text: 'Called back, wants a quote' }]);

    const items = within(within(dialog).getByRole('list', { name: 'Lead history' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `${new Date(at).toLocaleString()}, ada@northwire.example` + 'Status New → Contacted',
      `${new Date(at).toLocaleString()}, ada@northwire.example` + 'Note: Called back, wants a quote',
    ]);
    expect(within(dialog).getByLabelText('Lead status')).toHaveValue('contacted');
    // The list is asked again, so its Lead status column follows.
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Submissions' })).getByText('Contacted')).toBeInTheDocument());
  });

  it('when sales searches and combines filters, then the list and the CSV export both carry every one of them', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:csv-2', revokeObjectURL: () => undefined });
    stubApi([
      { method: 'GET', path: listPath, reply: listReply([aSubmission({ leadStatus: 'qualified' })]) },
      { method: 'GET', path: /^\/api\/admin\/submissions\.csv/, reply: { raw: { data: 'id\n', type: 'text/csv' } } },
    ]);
    renderInbox();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'harbour bank');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('Lead status'), 'qualified');
    await userEvent.selectOptions(screen.getByLabelText('Delivery status'), 'sent');
    await userEvent.type(screen.getByLabelText('From date'), '2026-11-01');
    await waitFor(() =>
      expect(callsTo('GET', listPath).at(-1)!.path).toBe(
        '/api/admin/submissions?type=contact&status=sent&leadStatus=qualified&from=2026-11-01&q=harbour+bank&page=1&pageSize=25',
      ),
    );
    // Another type keeps the other filters.
    await userEvent.click(screen.getByRole('tab', { name: 'All types' }));
    await waitFor(() =>
      expect(callsTo('GET', listPath).at(-1)!.path).toBe('/api/admin/submissions?status=sent&leadStatus=qualified&from=2026-11-01&q=harbour+bank&page=1&pageSize=25'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(callsTo('GET', /\.csv/)[0]!.path).toBe('/api/admin/submissions.csv?status=sent&leadStatus=qualified&from=2026-11-01&q=harbour+bank');
    expect(clicked[0]!.download).toBe('all-submissions.csv');

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(callsTo('GET', listPath).at(-1)!.path).toBe('/api/admin/submissions?status=sent&leadStatus=qualified&from=2026-11-01&page=1&pageSize=25'));
  });

  it('when Escape is pressed in the details dialog, then it closes and focus returns to the Open button', async () => {
    const s = aSubmission();
    stubApi([
      { method: 'GET', path: listPath, reply: listReply([s]) },
      { method: 'GET', path: `/api/admin/submissions/${s.id}/history`, reply: leadReply(s) },
    ]);
    renderInbox();
    const open = await screen.findByRole('button', { name: 'Open Grace Hopper' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Contact enquiry' });
    await within(dialog).findByText('Need 40 screens');
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('when the inbox is opened from the dashboard with ?type=all&status=failed, then it starts with those filters', async () => {
    stubApi([{ method: 'GET', path: listPath, reply: listReply([]) }]);
    renderWithProviders(<AdminInbox />, { route: '/admin/inbox?type=all&status=failed', preloadedState: adminState() });
    expect(screen.getByRole('tab', { name: 'All types' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Delivery status')).toHaveValue('failed');
    await waitFor(() => expect(callsTo('GET', listPath).map((c) => c.path)).toEqual(['/api/admin/submissions?status=failed&page=1&pageSize=25']));
  });
});

/** Lists one contact enquiry and opens its details dialog. */
async function openDetails(s: Submission): Promise<HTMLElement> {
  stubApi([
    { method: 'GET', path: listPath, reply: listReply([s]) },
    { method: 'GET', path: `/api/admin/submissions/${s.id}/history`, reply: leadReply(s) },
  ]);
  renderInbox();
  await userEvent.click(await screen.findByRole('button', { name: 'Open Grace Hopper' }));
  return screen.findByRole('dialog', { name: 'Contact enquiry' });
}

describe('consent in the details dialog', () => {
  it.each([
    ['a versioned consent', '2026-11-24', `2026-11-24 — ${CONSENT_VERSIONS['2026-11-24'].contact}`],
    ['a consent stored before versions', null, `no version — ${CONSENT_VERSIONS['2026-11-24'].contact}`],
  ])('when a submission with %s is opened, then the dialog shows "Consent: <version> — <text>" as stored', async (_case, consentVersion, shown) => {
    const dialog = await openDetails(aSubmission({ consentVersion }));
    await within(dialog).findByText('Need 40 screens');
    const consent = within(dialog)
      .getAllByRole('term')
      .filter((dt) => dt.textContent === 'Consent');
    expect(consent).toHaveLength(1);
    expect(consent[0]!.nextElementSibling?.textContent).toBe(shown);
  });
});

describe('attribution in the inbox (issue 27)', () => {
  it('when the inbox is opened from a dashboard lead figure, then the view, the days and the attribution filters of the address go into the list query and the CSV export, and show as active filters', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:csv-3', revokeObjectURL: () => undefined });
    stubApi([
      { method: 'GET', path: listPath, reply: listReply([]) },
      { method: 'GET', path: /^\/api\/admin\/submissions\.csv/, reply: { raw: { data: 'id\n', type: 'text/csv' } } },
    ]);
    renderWithProviders(<AdminInbox />, {
      route: '/admin/inbox?type=all&view=leads&from=2026-11-21&to=2026-11-27&landingPage=%2Fservices%2Fnetwork-design&source=campaign&campaign=spring+promo&leadStatus=won',
      preloadedState: adminState(),
    });
    expect(screen.getByRole('tab', { name: 'All types' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(callsTo('GET', listPath).map((c) => c.path)).toEqual([
        '/api/admin/submissions?view=leads&leadStatus=won&from=2026-11-21&to=2026-11-27&landingPage=%2Fservices%2Fnetwork-design&source=campaign&campaign=spring+promo&page=1&pageSize=25',
      ]),
    );
    expect(screen.getByText(/^Showing leads as the dashboard's traffic figures count them/)).toBeInTheDocument();
    expect([screen.getByLabelText('Lead status'), screen.getByLabelText('Source'), screen.getByLabelText('From date'), screen.getByLabelText('To date')].map((el) => (el as HTMLInputElement).value)).toEqual([
      'won',
      'campaign',
      '2026-11-21',
      '2026-11-27',
    ]);
    const active = screen.getByRole('group', { name: 'Where the leads came from' });
    expect(within(active).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Landing page: /services/network-design Remove',
      'Source: Campaign Remove',
      'UTM campaign: spring promo Remove',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(callsTo('GET', /\.csv/).map((c) => c.path)).toEqual([
      '/api/admin/submissions.csv?view=leads&leadStatus=won&from=2026-11-21&to=2026-11-27&landingPage=%2Fservices%2Fnetwork-design&source=campaign&campaign=spring+promo',
    ]);
  });

  it('when an attribution filter is removed, then cleared, then the list is asked again without it and the address no longer carries it', async () => {
    stubApi([{ method: 'GET', path: listPath, reply: listReply([]) }]);
    const { router } = renderWithProviders(<AdminInbox />, {
      route: '/admin/inbox?type=all&view=leads&from=2026-11-21&to=2026-11-27&landingPage=%2Fabout&source=search&campaign=q1-retail',
      preloadedState: adminState(),
    });
    const active = await screen.findByRole('group', { name: 'Where the leads came from' });

    await userEvent.click(within(active).getByRole('button', { name: 'Remove the Source filter' }));
    await waitFor(() =>
      expect(callsTo('GET', listPath).at(-1)!.path).toBe('/api/admin/submissions?view=leads&from=2026-11-21&to=2026-11-27&landingPage=%2Fabout&campaign=q1-retail&page=1&pageSize=25'),
    );
    expect(screen.getByLabelText('Source')).toHaveValue('');
    expect(router.state.location.search).toBe('?type=all&view=leads&from=2026-11-21&to=2026-11-27&landingPage=%2Fabout&campaign=q1-retail');

    await userEvent.click(within(active).getByRole('button', { name: 'Clear these filters' }));
    await waitFor(() => expect(callsTo('GET', listPath).at(-1)!.path).toBe('/api/admin/submissions?view=leads&from=2026-11-21&to=2026-11-27&page=1&pageSize=25'));
    expect(screen.queryByRole('group', { name: 'Where the leads came from' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=all&view=leads&from=2026-11-21&to=2026-11-27');
  });

  it('when a source is chosen in the filters, then the list and the address carry it; a view named without a type opens All types', async () => {
    stubApi([{ method: 'GET', path: listPath, reply: listReply([]) }]);
    const { router } = renderWithProviders(<AdminInbox />, { route: '/admin/inbox?view=leads', preloadedState: adminState() });
    expect(screen.getByRole('tab', { name: 'All types' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByLabelText('Source')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Campaign', 'Search', 'Social', 'Referral', 'Direct']);

    await userEvent.selectOptions(screen.getByLabelText('Source'), 'social');

    await waitFor(() => expect(callsTo('GET', listPath).at(-1)!.path).toBe('/api/admin/submissions?view=leads&source=social&page=1&pageSize=25'));
    expect(router.state.location.search).toBe('?type=all&view=leads&source=social');
    expect(within(screen.getByRole('group', { name: 'Where the leads came from' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Source: Social Remove',
    ]);
  });

  it('when the address names values the list cannot take, then they are left out instead of failing the list', async () => {
    stubApi([{ method: 'GET', path: listPath, reply: listReply([]) }]);
    renderWithProviders(<AdminInbox />, { route: '/admin/inbox?type=all&source=radio&landingPage=about&from=27-11-2026&campaign=%20', preloadedState: adminState() });
    await waitFor(() => expect(callsTo('GET', listPath).map((c) => c.path)).toEqual(['/api/admin/submissions?page=1&pageSize=25']));
    expect(screen.queryByRole('group', { name: 'Where the leads came from' })).not.toBeInTheDocument();
  });

  it('when a lead with a recorded visit is opened, then the details show where it came from under the shared labels', async () => {
    const s = aSubmission({
      attribution: {
        landingPage: '/services/network-design',
        sentFrom: '/contact',
        referrerHost: 'www.linkedin.com',
        source: 'campaign',
        utmSource: 'linkedin',
        utmMedium: 'social',
        utmCampaign: 'q1-retail',
        utmTerm: null,
        utmContent: 'banner-a',
      },
    });
    const dialog = await openDetails(s);
    const visit = await within(dialog).findByRole('region', { name: 'Where it came from' });
    expect(
      within(visit)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ).toEqual([
      ['Landing page', '/services/network-design'],
      ['Sent from', '/contact'],
      ['Referrer', 'www.linkedin.com'],
      ['Source', 'Campaign'],
      ['UTM source', 'linkedin'],
      ['UTM medium', 'social'],
      ['UTM campaign', 'q1-retail'],
      ['UTM term', '—'],
      ['UTM content', 'banner-a'],
    ]);
    expect(within(dialog).queryByText(ATTRIBUTION_NOT_RECORDED)).not.toBeInTheDocument();
  });

  it('when a lead whose visit was not seen is opened, then the details say Not recorded and list no empty fields', async () => {
    const s = aSubmission();
    const visit = await within(await openDetails(s)).findByRole('region', { name: 'Where it came from' });
    expect(visit).toHaveTextContent(`Where it came from${ATTRIBUTION_NOT_RECORDED}`);
    expect(within(visit).queryAllByRole('term')).toEqual([]);
  });
});
