import type { ActivityPage } from '@site/contracts';
import { bearer, seedTestAdminSession, signTestToken } from '@site/service-kit/testing';
import { aBlog, startContentService, type TestService } from './helpers';

let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('activity');
});
afterAll(async () => {
  await svc.close();
});

const activity = async (query: string, headers = bearer()) => {
  const reply = await fetch(`${svc.url}/api/admin/activity/content${query}`, { headers });
  return { status: reply.status, body: (await reply.json()) as ActivityPage & { code?: string } };
};

test('when posts are created, published and deleted, then the Owner reads who did what to which post, newest first, by page and by person', async () => {
  const editorSid = 'editor-activity';
  await seedTestAdminSession(svc.redisPrefix, { sid: editorSid, sub: 'e1' });
  const asEditor = bearer(signTestToken({ sub: 'e1', sid: editorSid, role: 'editor', email: 'eve@northwire.example' }));
  const blog = aBlog();
  // Saved as a draft, then published: two entries (an Upload that is public at once writes both too).
  const created = await fetch(`${svc.url}/blog`, { method: 'POST', headers: { ...asEditor, 'content-type': 'application/json' }, body: JSON.stringify({ ...blog, publication: 'draft' }) });
  const { data } = (await created.json()) as { data: { blog_id: number } };
  await fetch(`${svc.url}/api/admin/blogs/${data.blog_id}/publication`, {
    method: 'POST',
    headers: { ...asEditor, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'publish' }),
  });

  const page = await activity('?limit=2&actor=eve@');
  expect(page.status).toBe(200);
  expect(page.body.data.map((i) => [i.source, i.actor, i.action, i.summary])).toEqual([
    ['content', 'eve@northwire.example', 'publish', `Published the post "${blog.title}"`],
    ['content', 'eve@northwire.example', 'create', `Created the post "${blog.title}"`],
  ]);
  expect(page.body.next).toBe(page.body.data[1]!.id);
  const older = await activity(`?limit=2&actor=eve@&before=${page.body.next}`);
  expect(older.body).toEqual({ status: 'success', data: [], next: null });
  // Another person's filter shows none of it; only the Owner may read the log.
  expect((await activity('?actor=someone-else')).body.data).toEqual([]);
  expect(await activity('', asEditor)).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });
});
