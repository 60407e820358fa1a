import type { ReactElement } from 'react';
import { stubApi, callsTo } from '@/components/admin/testing/fetch-stub';
import { act, screen } from '@testing-library/react';
import type { Blog, CaseStudy } from '@site/contracts/content';
import { renderWithProviders } from '@/testing/render-with-providers';
import { adminState } from '@/components/admin/testing/admin-fixtures';
import { Component as SharedPreview } from './preview';
import { Component as AdminPreview } from './admin-preview';

jest.setTimeout(20_000);

const draftPost: Blog = {
  blog_id: 41,
  title: 'Draft about A & B',
  slug_url: 'draft-about-a-and-b',
  brief_paragraph: 'Not public yet.',
  published_date: 'December 1, 2026',
  category: 1,
  blog_image: '',
  blogs_content: [{ heading: 'First', paragraph: '<p>A &amp; B</p><p>Second paragraph</p>' }],
};
const draftStudy = { _id: 'cs-9', heroHeading: 'Draft study', clientName: 'Market & Vine', sec1Heading: 'Overview', sec1Para: '<p>A &amp; B</p>' } as CaseStudy;

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

async function open(path: string, element: ReactElement, pattern: string, preloadedState = {}) {
  const rendered = renderWithProviders(<p>start</p>, { route: '/start', preloadedState, routes: [{ path: pattern, element }] });
  await act(() => rendered.router.navigate(path));
  return rendered;
}

describe('draft previews', () => {
  it('when a shared link is opened without signing in, then the draft shows as the public page would, marked preview and noindex', async () => {
    stubApi([
      { method: 'GET', path: '/api/preview/tok.sig', reply: { body: { status: 'success', data: { kind: 'blog', blog: draftPost } } } },
      { method: 'GET', path: '/blogs', reply: { body: { status: 'success', data: [] } } },
    ]);
    await open('/preview/tok.sig', <SharedPreview />, '/preview/:token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft about A & B' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Preview: this is how the page will look once published.');
    expect(screen.getByText('A & B').tagName).toBe('P');
    expect(screen.getByText('Second paragraph').tagName).toBe('P');
    expect(robots()).toMatch(/noindex/);
    expect(callsTo('GET', '/api/preview/tok.sig')[0]!.headers.authorization).toBeUndefined();
  });

  it('when a shared link has expired, then the page says so and shows no content', async () => {
    stubApi([
      { method: 'GET', path: '/api/preview/old.sig', reply: { status: 410, body: { message: 'This preview link has expired', code: 'PREVIEW_EXPIRED' } } },
      { method: 'GET', path: '/blogs', reply: { body: { status: 'success', data: [] } } },
    ]);
    await open('/preview/old.sig', <SharedPreview />, '/preview/:token');
    expect(await screen.findByRole('alert')).toHaveTextContent('This preview link has expired. Ask for a new one.');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('when an admin opens the preview of a draft case study, then it is read through the admin API and rendered as the public page', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/caseStudies/cs-9', reply: { body: { status: 'success', data: { ...draftStudy, status: 'draft', publish_at: null } } } }]);
    await open('/admin/preview/casestudy/cs-9', <AdminPreview />, '/admin/preview/:kind/:id', adminState());
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft study' })).toBeInTheDocument();
    expect(screen.getByText('Client: Market & Vine')).toBeInTheDocument();
    expect(screen.getByText('A & B').tagName).toBe('P');
    expect(callsTo('GET', '/api/admin/caseStudies/cs-9')[0]!.headers.authorization).toMatch(/^Bearer /);
  });
});
