import type { ActivityPage } from '@site/contracts';
import { bearer, seedTestAdminSession, signTestToken } from '@site/service-kit/testing';
import { aContactForm, startForms, submissions, type FormsHarness } from './helpers';

let forms: FormsHarness;
beforeAll(async () => {
  forms = await startForms({ label: 'activity' });
});
afterAll(async () => {
  await forms.close();
});

test('when Sales moves a lead and notes it, then the Owner reads who did what to whose lead, and Sales may not read the log', async () => {
  await seedTestAdminSession(forms.prefix, { sid: 'sales-activity', sub: 's1' });
  const asSales = { ...bearer(signTestToken({ sub: 's1', sid: 'sales-activity', role: 'sales', email: 'sam@northwire.example' })), 'content-type': 'application/json' };
  expect((await forms.post('/send-contact-form-main', aContactForm({ name: 'Nora Lead' }))).status).toBe(200);
  const [lead] = (await submissions(forms)).filter((s) => s.payload.name === 'Nora Lead');
  const at = `${forms.app.url}/api/admin/submissions/${lead!.id}`;
  expect((await fetch(`${at}/lead-status`, { method: 'PUT', headers: asSales, body: JSON.stringify({ leadStatus: 'qualified' }) })).status).toBe(200);
  expect((await fetch(`${at}/notes`, { method: 'POST', headers: asSales, body: JSON.stringify({ text: 'Budget approved' }) })).status).toBe(201);

  const reply = await fetch(`${forms.app.url}/api/admin/activity/leads?actor=sam@`, { headers: bearer() });
  const page = (await reply.json()) as ActivityPage;
  expect(page.data.map((i) => [i.source, i.actor, i.action, i.summary])).toEqual([
    ['leads', 'sam@northwire.example', 'note', 'Added a note to the lead of Nora Lead'],
    ['leads', 'sam@northwire.example', 'status', 'Moved the lead of Nora Lead from new to qualified'],
  ]);
  expect(page.next).toBeNull();
  const refused = await fetch(`${forms.app.url}/api/admin/activity/leads`, { headers: asSales });
  expect({ status: refused.status, code: ((await refused.json()) as { code: string }).code }).toEqual({ status: 403, code: 'ROLE_NOT_ALLOWED' });
});
