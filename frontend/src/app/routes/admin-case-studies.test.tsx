import { stubApi, callsTo } from '@/components/admin/testing/fetch-stub';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseStudy } from '@site/contracts/content';
import { MESSAGES } from '@site/contracts/messages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Component as CaseStudyList } from '@/app/routes/admin-case-studies';
import { Component as CaseStudyEdit } from '@/app/routes/admin-case-study-edit';
import { adminState } from '@/components/admin/testing/admin-fixtures';
import { CASE_STUDY_FIELDS } from '@/features/admin-case-studies/case-study-form';

jest.setTimeout(20_000);

const aCaseStudy = (overrides: Partial<CaseStudy> = {}): CaseStudy =>
  ({
    ...Object.fromEntries(CASE_STUDY_FIELDS.map((f) => [f, ''])),
    _id: 'cs-1',
    heroHeading: 'Transparent LED wall for a bank',
    clientName: 'Maple Bank',
    bannerImage: '/media/images/bank/1600.jpg',
    category1: 'Digital Sinage',
    template: 'standard',
    sec1Heading: 'Client Overview',
    sec1Para: 'A national bank.',
    ...overrides,
  }) as CaseStudy;

const listRoute = { path: '/admin/casestudy', element: <CaseStudyList /> };
const editRoute = { path: '/admin/casestudy/:id/edit', element: <CaseStudyEdit /> };

let confirmSpy: jest.SpyInstance<boolean, [message?: string]>;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirmSpy.mockRestore());

/** Opens the edit route through the router, so `:id` is a real route parameter. */
async function renderEditor(extraRoutes = [listRoute]) {
  const rendered = renderWithProviders(<p>start</p>, { route: '/start', preloadedState: adminState(), routes: [editRoute, ...extraRoutes] });
  await act(() => rendered.router.navigate('/admin/casestudy/cs-1/edit'));
  return rendered;
}

describe('admin case studies', () => {
  it('when an admin opens the list, then each row shows image, heading, first category, edit and delete', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/caseStudies', reply: { body: [aCaseStudy(), aCaseStudy({ _id: 'cs-2', heroHeading: 'Grocer screens', category1: '' })] } }]);
    renderWithProviders(<CaseStudyList />, { route: '/admin/casestudy', preloadedState: adminState() });
    const table = await screen.findByRole('table', { name: 'Case studies' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[0]!.querySelector('img')).toHaveAttribute('src', '/media/images/bank/1600.jpg');
    expect(cells[1]).toHaveTextContent('Transparent LED wall for a bank');
    expect(cells[2]).toHaveTextContent('Digital Sinage');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Transparent LED wall for a bank' })).toHaveAttribute('href', '/admin/casestudy/cs-1/edit');
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Grocer screens' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/caseStudies')[0]!.headers.authorization).toMatch(/^Bearer /);
  });

  it('when Create Case Study is pressed, then an empty POST creates one and its edit screen opens', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies', reply: { body: [] } },
      { method: 'POST', path: '/api/caseStudies', reply: { status: 201, body: aCaseStudy({ _id: 'new-9', heroHeading: '' }) } },
      { method: 'GET', path: '/api/admin/caseStudies/new-9', reply: { body: aCaseStudy({ _id: 'new-9', heroHeading: '' }) } },
    ]);
    const { router } = renderWithProviders(<CaseStudyList />, { route: '/admin/casestudy', preloadedState: adminState(), routes: [editRoute] });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Case Study' }));

    expect(await screen.findByRole('heading', { name: 'Edit Case Study' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/casestudy/new-9/edit');
    const post = callsTo('POST', '/api/caseStudies')[0]!;
    expect(post.body).toBeNull();
    expect(post.headers.authorization).toMatch(/^Bearer /);
  });

  it('when creating fails, then the server message shows in red', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies', reply: { body: [] } },
      { method: 'POST', path: '/api/caseStudies', reply: { status: 500, body: { message: 'Internal error' } } },
    ]);
    renderWithProviders(<CaseStudyList />, { route: '/admin/casestudy', preloadedState: adminState() });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Case Study' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal error');
    expect(alert).toHaveClass('admin-error');
  });

  it('when a delete is confirmed, then the case study is deleted and the list reloads; refused, nothing is sent', async () => {
    let items = [aCaseStudy()];
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies', reply: () => ({ body: items }) },
      {
        method: 'DELETE',
        path: '/api/caseStudies/cs-1',
        reply: () => {
          items = [];
          return { body: { message: 'Case study removed' } };
        },
      },
    ]);
    renderWithProviders(<CaseStudyList />, { route: '/admin/casestudy', preloadedState: adminState() });
    const remove = await screen.findByRole('button', { name: 'Delete Transparent LED wall for a bank' });
    confirmSpy.mockReturnValueOnce(false);
    await userEvent.click(remove);
    expect(confirmSpy).toHaveBeenCalledWith(MESSAGES.deleteConfirmation);
    expect(callsTo('DELETE', '/api/caseStudies/cs-1')).toHaveLength(0);

    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument());
    expect(callsTo('DELETE', '/api/caseStudies/cs-1')).toHaveLength(1);
    expect(callsTo('GET', '/api/admin/caseStudies')).toHaveLength(2);
  });

  it('when the edit form loads, then every field is shown, categories offer only not selected or Digital Sinage, and Update sends all fields and returns to the list', async () => {
    let stored = aCaseStudy();
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: () => ({ body: stored }) },
      { method: 'GET', path: '/api/admin/caseStudies', reply: () => ({ body: [stored] }) },
      { method: 'POST', path: '/api/upload', reply: { text: '/media/images/sec1/1600.jpg' } },
      {
        method: 'PUT',
        path: '/api/caseStudies/cs-1',
        reply: (call) => {
          stored = { ...stored, ...(call.json as Partial<CaseStudy>) };
          return { body: stored };
        },
      },
    ]);
    const { router } = await renderEditor();
    await waitFor(() => expect(screen.getByLabelText('Hero heading')).toHaveValue('Transparent LED wall for a bank'));
    expect(screen.getByLabelText('Client name')).toHaveValue('Maple Bank');
    expect(screen.getByLabelText('Banner image address')).toHaveValue('/media/images/bank/1600.jpg');
    expect(screen.getByLabelText('Template')).toHaveValue('standard');
    for (const n of [1, 2, 3, 4]) {
      const select = screen.getByLabelText(`Category ${n}`);
      expect(within(select).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
        ['', 'Not selected'],
        ['Digital Sinage', 'Digital Sinage'],
      ]);
    }
    expect(screen.getByLabelText('Category 1')).toHaveValue('Digital Sinage');
    expect(screen.getByLabelText('Section 1 second paragraph')).toHaveValue('');
    for (let n = 2; n <= 9; n += 1) {
      expect(screen.getByLabelText(`Section ${n} heading`)).toBeInTheDocument();
      expect(screen.getByLabelText(`Section ${n} paragraph`)).toBeInTheDocument();
    }

    await userEvent.selectOptions(screen.getByLabelText('Category 2'), 'Digital Sinage');
    await userEvent.click(screen.getByLabelText('Section 9 paragraph'));
    await userEvent.paste('The wall went live in a weekend.');
    await userEvent.upload(screen.getByLabelText('Upload section 1 image'), new File(['png'], 'wall.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByLabelText('Section 1 image address')).toHaveValue('/media/images/sec1/1600.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/casestudy'));
    const sent = callsTo('PUT', '/api/caseStudies/cs-1')[0]!.json as Record<string, string>;
    expect(Object.keys(sent).sort()).toEqual([...CASE_STUDY_FIELDS].sort());
    expect(sent).toMatchObject({ category2: 'Digital Sinage', sec9Para: '<p>The wall went live in a weekend.</p>', sec1Img: '/media/images/sec1/1600.jpg', heroHeading: 'Transparent LED wall for a bank' });
    expect(await screen.findByRole('table', { name: 'Case studies' })).toBeInTheDocument();
    // The update is confirmed on the list it returns to.
    expect(screen.getByRole('status')).toHaveTextContent('Case study updated');
  });

  it('when the case study is still loading, then its fields take no typing; once it is in, they hold its values and take edits', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    stubApi([{ method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: async () => (await arrived, { body: aCaseStudy() }) }]);
    await renderEditor();
    const heading = await screen.findByLabelText('Hero heading');
    expect(heading).toBeDisabled();
    expect(screen.getByLabelText('Section 9 paragraph')).toBeDisabled();
    await userEvent.type(heading, 'typed too early');
    expect(heading).toHaveValue('');

    await act(async () => arrive());
    await waitFor(() => expect(heading).toBeEnabled());
    expect(heading).toHaveValue('Transparent LED wall for a bank');
    await userEvent.type(heading, ' (2026)');
    expect(heading).toHaveValue('Transparent LED wall for a bank (2026)');
  });

  it('when the admin leaves the edit form with unsaved changes, then they are asked first and can stay', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: aCaseStudy() } },
      { method: 'GET', path: '/api/admin/caseStudies', reply: { body: [aCaseStudy()] } },
    ]);
    const { router } = await renderEditor();
    await waitFor(() => expect(screen.getByLabelText('Hero heading')).toHaveValue('Transparent LED wall for a bank'));
    await userEvent.type(screen.getByLabelText('Template'), 'x');
    confirmSpy.mockReturnValueOnce(false);
    await userEvent.click(screen.getByRole('link', { name: 'Back to case studies' }));
    expect(confirmSpy).toHaveBeenCalledWith('You have unsaved changes. Leave without saving?');
    expect(router.state.location.pathname).toBe('/admin/casestudy/cs-1/edit');

    await userEvent.click(screen.getByRole('link', { name: 'Back to case studies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/casestudy'));
  });

  it('when the update is refused, then the server message shows in red and the form stays', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: aCaseStudy() } },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: { status: 400, body: { message: 'heroHeading must be at most 300 characters' } } },
    ]);
    const { router } = await renderEditor([]);
    await waitFor(() => expect(screen.getByLabelText('Hero heading')).toHaveValue('Transparent LED wall for a bank'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('heroHeading must be at most 300 characters');
    expect(router.state.location.pathname).toBe('/admin/casestudy/cs-1/edit');
  });

  it('when a draft is published from the editor, then the fields are saved first, then published, and the list confirms it', async () => {
    let stored: CaseStudy & { status: string; publish_at: string | null } = { ...aCaseStudy(), status: 'draft', publish_at: null };
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: () => ({ body: { status: 'success', data: stored } }) },
      { method: 'GET', path: '/api/admin/caseStudies', reply: () => ({ body: { status: 'success', data: [stored] } }) },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: (call) => ({ body: { ...stored, ...(call.json as object) } }) },
      {
        method: 'POST',
        path: '/api/admin/caseStudies/cs-1/publication',
        reply: () => {
          stored = { ...stored, status: 'published', publish_at: '2026-11-24T10:00:00.000Z' };
          return { body: { status: 'success', message: 'Case study published', data: stored } };
        },
      },
    ]);
    const { router } = await renderEditor();
    expect(await screen.findByText('Status: Draft')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/casestudy'));
    expect(callsTo('PUT', '/api/caseStudies/cs-1')).toHaveLength(1);
    expect(callsTo('POST', '/api/admin/caseStudies/cs-1/publication').map((c) => c.json)).toEqual([{ action: 'publish' }]);
    expect(await screen.findByText('Case study published')).toHaveAttribute('role', 'status');
    const row = within(await screen.findByRole('table', { name: 'Case studies' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
  });

  it('when a published case study has saved, unpublished changes, then the editor and the list say so, and Publish changes saves then publishes', async () => {
    let stored = { ...aCaseStudy({ heroHeading: 'Edited heading' }), status: 'published', publish_at: '2026-01-02T15:30:00.000Z', has_unpublished_changes: true };
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: () => ({ body: { status: 'success', data: stored } }) },
      { method: 'GET', path: '/api/admin/caseStudies', reply: () => ({ body: { status: 'success', data: [stored] } }) },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: (call) => ({ body: { ...stored, ...(call.json as object) } }) },
      {
        method: 'POST',
        path: '/api/admin/caseStudies/cs-1/publication',
        reply: () => {
          stored = { ...stored, has_unpublished_changes: false };
          return { body: { status: 'success', message: 'Case study published', data: stored } };
        },
      },
    ]);
    const { router } = await renderEditor();
    expect(await screen.findByText('Status: Published')).toBeInTheDocument();
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Hero heading')).toHaveValue('Edited heading'));
    await userEvent.click(screen.getByRole('button', { name: 'Publish changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/casestudy'));
    expect(callsTo('PUT', '/api/caseStudies/cs-1')[0]!.json).toMatchObject({ heroHeading: 'Edited heading' });
    expect(callsTo('POST', '/api/admin/caseStudies/cs-1/publication').map((c) => c.json)).toEqual([{ action: 'publish' }]);
    expect(await screen.findByText('Case study published')).toHaveAttribute('role', 'status');
  });

  it('when Discard changes is confirmed, then the pending changes are dropped without a save and the list confirms it', async () => {
    const stored = { ...aCaseStudy({ heroHeading: 'Edited heading' }), status: 'published', publish_at: '2026-01-02T15:30:00.000Z', has_unpublished_changes: true };
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: { status: 'success', data: stored } } },
      { method: 'GET', path: '/api/admin/caseStudies', reply: { body: { status: 'success', data: [{ ...stored, has_unpublished_changes: false }] } } },
      { method: 'DELETE', path: '/api/admin/caseStudies/cs-1/changes', reply: { body: { status: 'success', message: 'Changes discarded', data: stored } } },
    ]);
    const { router } = await renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/casestudy'));
    expect(confirmSpy).toHaveBeenCalledWith('Discard the unpublished changes? The public page stays as it is.');
    expect(callsTo('DELETE', '/api/admin/caseStudies/cs-1/changes')).toHaveLength(1);
    expect(callsTo('PUT', '/api/caseStudies/cs-1')).toHaveLength(0);
    expect(await screen.findByText('Changes discarded')).toHaveAttribute('role', 'status');
  });

  it('when a time is chosen and Schedule pressed, then the instant is sent; a scheduled one offers Unpublish', async () => {
    const stored = { ...aCaseStudy(), status: 'scheduled', publish_at: '2030-01-02T15:30:00.000Z' };
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: { status: 'success', data: stored } } },
      { method: 'GET', path: '/api/admin/caseStudies', reply: { body: { status: 'success', data: [stored] } } },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: { body: stored } },
      { method: 'POST', path: '/api/admin/caseStudies/cs-1/publication', reply: { body: { status: 'success', message: 'Case study scheduled', data: stored } } },
    ]);
    await renderEditor();
    expect(await screen.findByText(/^Status: Scheduled for Jan 2, 2030/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Publish at'), '2031-05-06T07:08');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(callsTo('POST', '/api/admin/caseStudies/cs-1/publication')).toHaveLength(1));
    expect(callsTo('POST', '/api/admin/caseStudies/cs-1/publication')[0]!.json).toEqual({ action: 'schedule', publish_at: new Date('2031-05-06T07:08').toISOString() });
  });

  it('when paragraphs hold "&amp;" and several paragraphs, then the editor shows the text as typed and Update sends the same HTML back', async () => {
    const html = '<p>Market &amp; Vine runs stores.</p><p>Second paragraph<br />with a break</p>';
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: { status: 'success', data: { ...aCaseStudy({ sec1Para: html }), status: 'published', publish_at: '2026-01-01T00:00:00.000Z' } } } },
      { method: 'GET', path: '/api/admin/caseStudies', reply: { body: { status: 'success', data: [] } } },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: { body: aCaseStudy() } },
    ]);
    await renderEditor();
    await waitFor(() => expect(screen.getByLabelText('Section 1 paragraph')).toHaveValue('Market & Vine runs stores.\n\nSecond paragraph\nwith a break'));
    await userEvent.click(screen.getByLabelText('Section 2 paragraph'));
    await userEvent.paste('A & B');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(callsTo('PUT', '/api/caseStudies/cs-1')).toHaveLength(1));
    expect(callsTo('PUT', '/api/caseStudies/cs-1')[0]!.json).toMatchObject({ sec1Para: html, sec2Para: '<p>A &amp; B</p>' });
  });

  it('when the case study was deleted, then its edit page says so and offers no Update', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { status: 404, body: { message: 'Case study not found', code: 'NOT_FOUND' } } }]);
    await renderEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent('This case study has been deleted or does not exist.');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Hero heading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to case studies' })).toHaveAttribute('href', '/admin/casestudy');
  });

  it('when Share preview link is pressed, then a signed link is asked for this case study and shown to copy', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: { status: 'success', data: { ...aCaseStudy(), status: 'draft', publish_at: null } } } },
      { method: 'POST', path: '/api/admin/preview-links', reply: { status: 201, body: { status: 'success', data: { path: '/preview/abc.def', expires_at: '2030-01-08T00:00:00.000Z' } } } },
    ]);
    await renderEditor();
    expect(await screen.findByRole('link', { name: /^Preview/ })).toHaveAttribute('href', '/admin/preview/casestudy/cs-1');
    await userEvent.click(screen.getByRole('button', { name: 'Share preview link' }));
    expect(await screen.findByLabelText(/^Preview link \(works without signing in until Jan \d+, 2030/)).toHaveValue('http://localhost/preview/abc.def');
    expect(callsTo('POST', '/api/admin/preview-links')[0]!.json).toEqual({ kind: 'caseStudy', id: 'cs-1' });
  });
});
