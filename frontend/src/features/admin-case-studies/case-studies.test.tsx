import { stubApi, callsTo } from '@/features/admin-shared/testing/fetch-stub';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseStudy } from '@site/contracts/content';
import { MESSAGES } from '@site/contracts/messages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Component as CaseStudyList } from '@/app/routes/admin-case-studies';
import { Component as CaseStudyEdit } from '@/app/routes/admin-case-study-edit';
import { adminState } from '@/features/admin-shared/testing/admin-fixtures';
import { CASE_STUDY_FIELDS } from './case-study-form';

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
    stubApi([{ method: 'GET', path: '/api/caseStudies', reply: { body: [aCaseStudy(), aCaseStudy({ _id: 'cs-2', heroHeading: 'Grocer screens', category1: '' })] } }]);
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
    expect(callsTo('GET', '/api/caseStudies')[0]!.headers.authorization).toMatch(/^Bearer /);
  });

  it('when Create Case Study is pressed, then an empty POST creates one and its edit screen opens', async () => {
    stubApi([
      { method: 'GET', path: '/api/caseStudies', reply: { body: [] } },
      { method: 'POST', path: '/api/caseStudies', reply: { status: 201, body: aCaseStudy({ _id: 'new-9', heroHeading: '' }) } },
      { method: 'GET', path: '/api/caseStudies/new-9', reply: { body: aCaseStudy({ _id: 'new-9', heroHeading: '' }) } },
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
      { method: 'GET', path: '/api/caseStudies', reply: { body: [] } },
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
      { method: 'GET', path: '/api/caseStudies', reply: () => ({ body: items }) },
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
    expect(callsTo('GET', '/api/caseStudies')).toHaveLength(2);
  });

  it('when the edit form loads, then every field is shown, categories offer only not selected or Digital Sinage, and Update sends all fields and returns to the list', async () => {
    let stored = aCaseStudy();
    stubApi([
      { method: 'GET', path: '/api/caseStudies/cs-1', reply: () => ({ body: stored }) },
      { method: 'GET', path: '/api/caseStudies', reply: () => ({ body: [stored] }) },
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
    expect(sent).toMatchObject({ category2: 'Digital Sinage', sec9Para: 'The wall went live in a weekend.', sec1Img: '/media/images/sec1/1600.jpg', heroHeading: 'Transparent LED wall for a bank' });
    expect(await screen.findByRole('table', { name: 'Case studies' })).toBeInTheDocument();
  });

  it('when the admin leaves the edit form with unsaved changes, then they are asked first and can stay', async () => {
    stubApi([
      { method: 'GET', path: '/api/caseStudies/cs-1', reply: { body: aCaseStudy() } },
      { method: 'GET', path: '/api/caseStudies', reply: { body: [aCaseStudy()] } },
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
      { method: 'GET', path: '/api/caseStudies/cs-1', reply: { body: aCaseStudy() } },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: { status: 400, body: { message: 'heroHeading must be at most 300 characters' } } },
    ]);
    const { router } = await renderEditor([]);
    await waitFor(() => expect(screen.getByLabelText('Hero heading')).toHaveValue('Transparent LED wall for a bank'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('heroHeading must be at most 300 characters');
    expect(router.state.location.pathname).toBe('/admin/casestudy/cs-1/edit');
  });
});
