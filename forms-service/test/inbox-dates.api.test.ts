import { bearer } from '@site/service-kit/testing';
import { aContactForm, startForms, type FormsHarness } from './helpers';

// Issue 25's probe: a day that does not exist in the inbox filter (from=2026-02-31) answered 500, the
// CSV export too. The query schema now takes only calendar days that exist: 400 naming the field.
let h: FormsHarness;
beforeAll(async () => {
  h = await startForms({ label: 'inbox_dates' });
  await h.post('/send-contact-form-main', aContactForm({ name: 'Dated Lead' }));
});
afterAll(async () => {
  await h.close();
});

const get = async (path: string) => {
  const res = await fetch(`${h.app.url}${path}`, { headers: bearer() });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
};

describe('inbox date filters', () => {
  it.each([
    ['from=2026-02-31'],
    ['to=2026-04-31'],
    ['from=2025-02-29'],
    ['from=2026-13-01'],
    ['to=2026-00-10'],
    ['from=0000-00-00'],
    ['from=2026-2-3'],
  ])('when the list or the CSV export is asked for %s, then each answers 400 VALIDATION_FAILED naming the field, never 500', async (query) => {
    const field = query.split('=')[0]!;
    for (const path of ['/api/admin/submissions', '/api/admin/submissions.csv']) {
      const reply = await get(`${path}?${query}`);
      expect({ path, status: reply.status, type: reply.type.split(';')[0] }).toEqual({ path, status: 400, type: 'application/json' });
      expect(JSON.parse(reply.body)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
    }
  });

  it('when the days exist (a leap day included), then the list and the CSV answer 200', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const list = await get(`/api/admin/submissions?from=2024-02-29&to=${today}`);
    expect(list.status).toBe(200);
    expect((JSON.parse(list.body) as { total: number }).total).toBe(1);
    const csv = await get(`/api/admin/submissions.csv?from=2024-02-29&to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('Dated Lead');
  });
});
