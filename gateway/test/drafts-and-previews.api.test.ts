import { bearer } from '@site/service-kit/testing';
import { startGateway, type TestGateway } from './helpers';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('routes of drafts and previews', () => {
  test.each([
    ['GET', '/api/admin/blogs'],
    ['GET', '/api/admin/blogs/7'],
    ['POST', '/api/admin/blogs/7/publication'],
    ['GET', '/api/admin/caseStudies'],
    ['POST', '/api/admin/caseStudies/x/publication'],
    ['GET', '/api/admin/content/drafts-count'],
    ['POST', '/api/admin/preview-links'],
  ])('when %s %s is called without an admin token, then 401 at the gateway; with one, content-service gets it', async (method, path) => {
    const before = gw.services.content.received.length;
    const refused = await fetch(`${gw.url}${path}`, { method });
    expect(refused.status).toBe(401);
    expect(gw.services.content.received.length).toBe(before);
    const passed = await fetch(`${gw.url}${path}`, { method, headers: bearer() });
    expect(passed.status).toBe(200);
    expect(await passed.json()).toMatchObject({ service: 'content', method, url: path });
  });

  test('when a shared preview link is read, then it reaches content-service without a token; writing to it needs one', async () => {
    const api = await fetch(`${gw.url}/api/preview/abc.def`);
    expect(await api.json()).toMatchObject({ service: 'content', method: 'GET', url: '/api/preview/abc.def' });
    expect((await fetch(`${gw.url}/api/preview/abc.def`, { method: 'POST' })).status).toBe(401);
  });
});
