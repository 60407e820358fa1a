import { stubApi, callsTo } from '@/components/admin/testing/fetch-stub';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCaseStudy, CaseStudy } from '@site/contracts/content';
import { MESSAGES } from '@site/contracts/messages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Component as CaseStudyList } from '@/app/routes/admin-case-studies';
import { Component as CaseStudyEdit } from '@/app/routes/admin-case-study-edit';
import { adminState } from '@/components/admin/testing/admin-fixtures';
import { pageReloader } from '@/components/admin/session';
import { CASE_STUDY_FIELDS } from '@/features/admin-case-studies/case-study-form';
import { takeListMessage } from '@/features/admin-case-studies/case-study-flash';
import { pasteInto } from '@/components/admin/testing/paste';

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

/** As the admin API answers it: with its state. */
const withState = (study: CaseStudy, state: Partial<AdminCaseStudy> = {}): AdminCaseStudy => ({ ...study, status: 'draft', publish_at: null, has_unpublished_changes: false, ...state });

const listRoute = { path: '/admin/casestudy', element: <CaseStudyList /> };
const editRoute = { path: '/admin/casestudy/:id/edit', element: <CaseStudyEdit /> };

let confirmSpy: jest.SpyInstance<boolean, [message?: string]>;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  confirmSpy.mockRestore();
  window.sessionStorage.clear();
});

/** Opens the edit route through the router, so `:id` is a real route parameter. */
async function renderEditor(extraRoutes = [listRoute], state?: { created: boolean }) {
  const rendered = renderWithProviders(<p>start</p>, { route: '/start', preloadedState: adminState(), routes: [editRoute, ...extraRoutes] });
  await act(() => rendered.router.navigate('/admin/casestudy/cs-1/edit', state ? { state } : undefined));
  return rendered;
}

/**
 * After Update the editor loads the list as a new page (spec section 4: "redirects ... and reloads
 * the page"); jsdom cannot navigate, so the test sees the load asked for and reads the confirmation
 * the list will show.
 */
async function reloadedWith(): Promise<string | null> {
  await waitFor(() => expect(pageLoad).toHaveBeenCalledWith('/admin/casestudy'));
  return takeListMessage();
}
let pageLoad: jest.Mock;
const realLoad = pageReloader.load;
beforeEach(() => {
  pageLoad = jest.fn();
  pageReloader.load = pageLoad;
});
afterEach(() => {
  pageReloader.load = realLoad;
});

const bar = () => screen.getByRole('region', { name: 'Save and publish' });

describe('admin case studies', () => {
  it('when an admin opens the list, then each row shows image, heading, first category, its state as a badge, edit and delete', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/caseStudies', reply: { body: [withState(aCaseStudy(), { status: 'published', publish_at: '2026-01-01T00:00:00.000Z' }), withState(aCaseStudy({ _id: 'cs-2', heroHeading: '', category1: '' }))] } }]);
    renderWithProviders(<CaseStudyList />, { route: '/admin/casestudy', preloadedState: adminState() });
    const table = await screen.findByRole('table', { name: 'Case studies' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[0]!.querySelector('img')).toHaveAttribute('src', '/media/images/bank/1600.jpg');
    expect(cells[1]).toHaveTextContent('Transparent LED wall for a bank');
    // Stored as the spec spells it, shown as people spell it.
    expect(cells[2]).toHaveTextContent('Digital Signage');
    expect(within(cells[3]!).getByText('Published')).toHaveClass('admin-badge--published');
    expect(within(rows[1]!).getByText('Draft')).toHaveClass('admin-badge--draft');
    expect(within(rows[1]!).getByText('Untitled: add a hero heading')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Transparent LED wall for a bank' })).toHaveAttribute('href', '/admin/casestudy/cs-1/edit');
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Maple Bank' })).toBeInTheDocument();
    expect(screen.getByText('2 case studies')).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/caseStudies')[0]!.headers.authorization).toMatch(/^Bearer /);
  });

  it('when the list is opened from the dashboard (?state=in-progress), then it asks for exactly that list', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/caseStudies?state=in-progress', reply: { body: { status: 'success', data: [withState(aCaseStudy())] } } }]);
    renderWithProviders(<CaseStudyList />, { route: '/admin/casestudy?state=in-progress', preloadedState: adminState() });
    expect(await screen.findByText(/^1 case study not \(fully\) public/)).toBeInTheDocument();
  });

  it('when Create Case Study is pressed, then an empty POST creates one and its edit screen opens', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies', reply: { body: [] } },
      { method: 'POST', path: '/api/caseStudies', reply: { status: 201, body: withState(aCaseStudy({ _id: 'new-9', heroHeading: '' })) } },
      { method: 'GET', path: '/api/admin/caseStudies/new-9', reply: { body: withState(aCaseStudy({ _id: 'new-9', heroHeading: '' })) } },
    ]);
    const { router } = renderWithProviders(<CaseStudyList />, { route: '/admin/casestudy', preloadedState: adminState(), routes: [editRoute] });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Case Study' }));

    expect(await screen.findByRole('heading', { name: 'Edit Case Study' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/casestudy/new-9/edit');
    const post = callsTo('POST', '/api/caseStudies')[0]!;
    expect(post.body).toBeNull();
    expect(post.headers.authorization).toMatch(/^Bearer /);
    expect(within(bar()).getByText('Update publishes it at once. Save as draft keeps it off the site.')).toBeInTheDocument();
  });

  it('when a new case study is left before anything is saved and it has no hero heading, then it is removed (no nameless row); once saved, it is kept', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: withState(aCaseStudy({ heroHeading: '' })) } },
      { method: 'GET', path: '/api/admin/caseStudies', reply: { body: [] } },
      { method: 'DELETE', path: '/api/caseStudies/cs-1', reply: { body: { message: 'Case study deleted', _id: 'cs-1' } } },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: { body: { ...withState(aCaseStudy({ heroHeading: 'Named' })), message: 'Case study saved as a draft: not public' } } },
    ]);
    const { router } = await renderEditor([listRoute], { created: true });
    await waitFor(() => expect(screen.getByLabelText('Client name')).toHaveValue('Maple Bank'));
    await userEvent.click(screen.getByRole('link', { name: 'Back to case studies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/casestudy'));
    await waitFor(() => expect(callsTo('DELETE', '/api/caseStudies/cs-1')).toHaveLength(1));

    await act(() => router.navigate('/admin/casestudy/cs-1/edit', { state: { created: true } }));
    await waitFor(() => expect(screen.getByLabelText('Client name')).toHaveValue('Maple Bank'));
    await userEvent.type(screen.getByLabelText('Hero heading'), 'Named');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Save as draft' }));
    await screen.findByText(/^Saved as a draft: not public/);
    await userEvent.click(screen.getByRole('link', { name: 'Back to case studies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/casestudy'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo('DELETE', '/api/caseStudies/cs-1')).toHaveLength(1);
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
    let items = [withState(aCaseStudy())];
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

  it('when the edit form loads, then only filled sections show, Add section adds up to nine, and Update sends every field to publish it, then reloads the list with its message', async () => {
    let stored = withState(aCaseStudy({ sec3Heading: 'Solution', sec3Para: '<p>A wall.</p>' }));
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: () => ({ body: stored }) },
      { method: 'GET', path: '/api/admin/caseStudies', reply: () => ({ body: [stored] }) },
      { method: 'POST', path: '/api/upload', reply: { text: '/media/images/sec1/1600.jpg' } },
      {
        method: 'PUT',
        path: '/api/caseStudies/cs-1',
        reply: (call) => {
          stored = { ...stored, ...(call.json as Partial<CaseStudy>), status: 'published' };
          return { body: { ...stored, message: 'Case study published' } };
        },
      },
    ]);
    await renderEditor();
    await waitFor(() => expect(screen.getByLabelText('Hero heading')).toHaveValue('Transparent LED wall for a bank'));
    expect(screen.getByLabelText('Client name')).toHaveValue('Maple Bank');
    expect(screen.getByLabelText('Banner image address')).toHaveValue('/media/images/bank/1600.jpg');
    expect(screen.getByLabelText('Banner image alt text')).toHaveValue('');
    expect(screen.getByText(/^No alt text yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Template')).toHaveValue('standard');
    for (const n of [1, 2, 3, 4]) {
      const select = screen.getByLabelText(`Category ${n}`);
      expect(within(select).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
        ['', 'Not selected'],
        ['Digital Sinage', 'Digital Signage'],
      ]);
    }
    expect(screen.getByLabelText('Category 1')).toHaveValue('Digital Sinage');
    // Section 1 always, section 3 because it is filled; 2 and 4-9 wait for Add section.
    expect(screen.getByLabelText('Section 3 heading')).toHaveValue('Solution');
    expect(screen.queryByLabelText('Section 2 heading')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Parts of this case study' })).toHaveTextContent('3. Solution');
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getByLabelText('Section 2 heading')).toHaveFocus();
    for (let n = 0; n < 6; n += 1) await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getByLabelText('Section 9 heading')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add section' })).toBeDisabled();
    expect(screen.getByText('9 of 9 sections: a case study has at most 9.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Category 2'), 'Digital Sinage');
    await userEvent.click(screen.getByLabelText('Section 9 paragraph'));
    pasteInto(screen.getByLabelText('Section 9 paragraph'), null, 'The wall went live in a weekend.');
    await userEvent.type(screen.getByLabelText('Banner image alt text'), 'A bank lobby');
    await userEvent.upload(screen.getByLabelText('Upload section 1 image'), new File(['png'], 'wall.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByLabelText('Section 1 image address')).toHaveValue('/media/images/sec1/1600.jpg'));
    await userEvent.type(screen.getByLabelText('Section 1 image alt text'), 'The LED wall at night');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Update' }));

    expect(await reloadedWith()).toBe('Case study published');
    const sent = callsTo('PUT', '/api/caseStudies/cs-1')[0]!.json as Record<string, string>;
    expect(Object.keys(sent).sort()).toEqual([...CASE_STUDY_FIELDS, 'publication'].sort());
    expect(sent).toMatchObject({
      category2: 'Digital Sinage',
      sec9Para: '<p>The wall went live in a weekend.</p>',
      sec1Img: '/media/images/sec1/1600.jpg',
      sec1ImgAlt: 'The LED wall at night',
      bannerImageAlt: 'A bank lobby',
      heroHeading: 'Transparent LED wall for a bank',
      publication: 'live',
    });
  });

  it('when the list is shown after the reload, then it says what the Update did', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/caseStudies', reply: { body: [] } }]);
    window.sessionStorage.setItem('admin.caseStudyList.message', 'Case study published');
    renderWithProviders(<CaseStudyList />, { route: '/admin/casestudy', preloadedState: adminState() });
    expect(await screen.findByRole('status')).toHaveTextContent('Case study published');
    expect(takeListMessage()).toBeNull();
  });

  it('when the case study is still loading, then its fields take no typing; once it is in, they hold its values and take edits', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    stubApi([{ method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: async () => (await arrived, { body: withState(aCaseStudy()) }) }]);
    await renderEditor();
    const heading = await screen.findByLabelText('Hero heading');
    expect(heading).toBeDisabled();
    expect(screen.getByLabelText('Client name')).toBeDisabled();
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
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: withState(aCaseStudy()) } },
      { method: 'GET', path: '/api/admin/caseStudies', reply: { body: [withState(aCaseStudy())] } },
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

  it('when the update is refused for a field, then its message is beside that field with focus, and in red beside the Update button; the form stays', async () => {
    const message = 'The hero heading can be at most 300 characters';
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: withState(aCaseStudy()) } },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: { status: 400, body: { message, code: 'VALIDATION_FAILED', fields: [{ field: 'heroHeading', message }] } } },
    ]);
    const { router } = await renderEditor([]);
    await waitFor(() => expect(screen.getByLabelText('Hero heading')).toHaveValue('Transparent LED wall for a bank'));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Update' }));
    const alert = await within(bar()).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const heading = screen.getByLabelText('Hero heading');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('aria-invalid', 'true');
    expect(heading).toHaveAccessibleDescription(message);
    expect(router.state.location.pathname).toBe('/admin/casestudy/cs-1/edit');
    expect(takeListMessage()).toBeNull();
  });

  it('when the update fails without naming a field (a server error), then the message beside the Update button takes the focus', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: withState(aCaseStudy()) } },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: { status: 500, body: { message: 'Internal error', code: 'INTERNAL' } } },
    ]);
    await renderEditor([]);
    await waitFor(() => expect(screen.getByLabelText('Hero heading')).toHaveValue('Transparent LED wall for a bank'));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Update' }));
    const alert = await within(bar()).findByRole('alert');
    expect(alert).toHaveTextContent('Internal error');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('when Save as draft is pressed, then the fields are saved as a draft, the editor stays, and says so', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: withState(aCaseStudy()) } },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: (call) => ({ body: { ...withState(aCaseStudy()), ...(call.json as object), message: 'Case study saved as a draft: not public' } }) },
    ]);
    const { router } = await renderEditor([]);
    await waitFor(() => expect(screen.getByLabelText('Hero heading')).toHaveValue('Transparent LED wall for a bank'));
    await userEvent.type(screen.getByLabelText('Template'), '-b');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Save as draft' }));
    expect(await within(bar()).findByRole('status')).toHaveTextContent('Saved as a draft: not public. Preview it, or Update to publish it.');
    expect(callsTo('PUT', '/api/caseStudies/cs-1')[0]!.json).toMatchObject({ template: 'standard-b', publication: 'draft' });
    expect(router.state.location.pathname).toBe('/admin/casestudy/cs-1/edit');
  });

  it('when a published case study has saved, unpublished changes, then the badges say so; Update makes them public at once, Discard changes asks first', async () => {
    const stored = withState(aCaseStudy({ heroHeading: 'Edited heading' }), { status: 'published', publish_at: '2026-01-02T15:30:00.000Z', has_unpublished_changes: true });
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: { status: 'success', data: stored } } },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: (call) => ({ body: { ...stored, ...(call.json as object), has_unpublished_changes: false, message: 'Case study saved: public now' } }) },
      { method: 'DELETE', path: '/api/admin/caseStudies/cs-1/changes', reply: { body: { status: 'success', message: 'Changes discarded', data: stored } } },
    ]);
    await renderEditor([]);
    expect(await within(bar()).findByText('Published')).toHaveClass('admin-badge--published');
    expect(within(bar()).getByText('Unpublished changes')).toHaveClass('admin-badge--changes');
    expect(within(bar()).getByText('Update changes the public page at once. Save as draft keeps your changes aside.')).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Schedule…' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Hero heading')).toHaveValue('Edited heading'));

    confirmSpy.mockReturnValueOnce(false);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Discard changes' }));
    expect(confirmSpy).toHaveBeenCalledWith('Discard the unpublished changes? The public page stays as it is.');
    expect(callsTo('DELETE', '/api/admin/caseStudies/cs-1/changes')).toHaveLength(0);

    await userEvent.click(within(bar()).getByRole('button', { name: 'Update' }));
    expect(await reloadedWith()).toBe('Case study saved: public now');
    expect(callsTo('PUT', '/api/caseStudies/cs-1')[0]!.json).toMatchObject({ heroHeading: 'Edited heading', publication: 'live' });
  });

  it('when Discard changes is confirmed, then the pending changes are dropped without a save and the list confirms it', async () => {
    const stored = withState(aCaseStudy({ heroHeading: 'Edited heading' }), { status: 'published', publish_at: '2026-01-02T15:30:00.000Z', has_unpublished_changes: true });
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: { status: 'success', data: stored } } },
      { method: 'DELETE', path: '/api/admin/caseStudies/cs-1/changes', reply: { body: { status: 'success', message: 'Changes discarded', data: stored } } },
    ]);
    await renderEditor([]);
    await userEvent.click(await within(bar()).findByRole('button', { name: 'Discard changes' }));
    expect(await reloadedWith()).toBe('Changes discarded');
    expect(callsTo('DELETE', '/api/admin/caseStudies/cs-1/changes')).toHaveLength(1);
    expect(callsTo('PUT', '/api/caseStudies/cs-1')).toHaveLength(0);
  });

  it('when Unpublish is pressed, then the admin is asked first; confirmed, it is unpublished and the list says so', async () => {
    const stored = withState(aCaseStudy(), { status: 'published', publish_at: '2026-01-02T15:30:00.000Z' });
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: { status: 'success', data: stored } } },
      { method: 'POST', path: '/api/admin/caseStudies/cs-1/publication', reply: { body: { status: 'success', message: 'Case study unpublished', data: stored } } },
    ]);
    await renderEditor([]);
    confirmSpy.mockReturnValueOnce(false);
    await userEvent.click(await within(bar()).findByRole('button', { name: 'Unpublish' }));
    expect(confirmSpy).toHaveBeenCalledWith('Unpublish "Transparent LED wall for a bank"? It leaves the public site (pages, lists, sitemap, RSS) until you publish it again.');
    expect(callsTo('POST', '/api/admin/caseStudies/cs-1/publication')).toHaveLength(0);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Unpublish' }));
    expect(await reloadedWith()).toBe('Case study unpublished');
    expect(callsTo('POST', '/api/admin/caseStudies/cs-1/publication')[0]!.json).toEqual({ action: 'unpublish' });
  });

  it('when a draft is scheduled with Schedule…, then the save sends the instant and the list says when it goes live', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: { status: 'success', data: withState(aCaseStudy()) } } },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: (call) => ({ body: { ...withState(aCaseStudy()), ...(call.json as object), status: 'scheduled', message: 'Case study scheduled' } }) },
    ]);
    await renderEditor([]);
    await userEvent.click(await within(bar()).findByRole('button', { name: 'Schedule…' }));
    expect(within(bar()).getByRole('button', { name: 'Schedule' })).toBeDisabled();
    await userEvent.type(within(bar()).getByLabelText('Publish on'), '2031-05-06T07:08');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Schedule' }));
    expect(await reloadedWith()).toMatch(/^Case study scheduled for May 6, 2031/);
    expect(callsTo('PUT', '/api/caseStudies/cs-1')[0]!.json).toMatchObject({ publication: { schedule: new Date('2031-05-06T07:08').toISOString() } });
  });

  it('when a case study is scheduled, then the bar offers Publish now and Unpublish, not Save as draft (saving keeps its time)', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: { status: 'success', data: withState(aCaseStudy(), { status: 'scheduled', publish_at: '2030-01-02T15:30:00.000Z' }) } } }]);
    await renderEditor([]);
    expect(await within(bar()).findByText(/^Scheduled for Jan 2, 2030/)).toHaveClass('admin-badge--scheduled');
    expect(within(bar()).getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
  });

  it('when paragraphs hold stored HTML, then the editor shows it formatted and Update sends the same HTML back', async () => {
    const html = '<p>Market &amp; Vine runs <strong>stores</strong>.</p><p>Second paragraph<br />with a break</p>';
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: { status: 'success', data: withState(aCaseStudy({ sec1Para: html }), { status: 'published', publish_at: '2026-01-01T00:00:00.000Z' }) } } },
      { method: 'PUT', path: '/api/caseStudies/cs-1', reply: { body: { ...withState(aCaseStudy()), message: 'Case study saved: public now' } } },
    ]);
    await renderEditor([]);
    await waitFor(() => expect(screen.getByLabelText('Section 1 paragraph')).toHaveTextContent('Market & Vine runs stores.Second paragraphwith a break'));
    expect(screen.getByLabelText('Section 1 paragraph').querySelector('strong')).toHaveTextContent('stores');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(callsTo('PUT', '/api/caseStudies/cs-1')).toHaveLength(1));
    expect(callsTo('PUT', '/api/caseStudies/cs-1')[0]!.json).toMatchObject({ sec1Para: html });
  });

  it('when the case study was deleted, then its edit page says so and offers no Update', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { status: 404, body: { message: 'Case study not found', code: 'NOT_FOUND' } } }]);
    await renderEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent('This case study has been deleted or does not exist.');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Hero heading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to case studies' })).toHaveAttribute('href', '/admin/casestudy');
  });

  it('when Preview is pressed, then the preview page opens in a new tab; Share preview link asks for a signed link and shows it to copy', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/caseStudies/cs-1', reply: { body: { status: 'success', data: withState(aCaseStudy()) } } },
      { method: 'POST', path: '/api/admin/preview-links', reply: { status: 201, body: { status: 'success', data: { path: '/preview/abc.def', expires_at: '2030-01-08T00:00:00.000Z' } } } },
    ]);
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderEditor();
    await waitFor(() => expect(screen.getByLabelText('Hero heading')).toHaveValue('Transparent LED wall for a bank'));
    await userEvent.click(within(bar()).getByRole('button', { name: /^Preview/ }));
    await waitFor(() => expect(tab.location.href).toBe('/admin/preview/casestudy/cs-1'));
    expect(tab.opener).toBeNull();
    expect(callsTo('PUT', '/api/caseStudies/cs-1')).toHaveLength(0);
    open.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Share preview link' }));
    expect(await screen.findByLabelText(/^Preview link \(shows what is saved, without signing in, until Jan \d+, 2030/)).toHaveValue('http://localhost/preview/abc.def');
    expect(callsTo('POST', '/api/admin/preview-links')[0]!.json).toEqual({ kind: 'caseStudy', id: 'cs-1' });
  });
});
