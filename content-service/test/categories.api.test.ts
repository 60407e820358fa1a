import { call, startContentService, type TestService } from './helpers';

let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('content_categories');
});
afterAll(async () => {
  await svc.close();
});

describe('GET /api/categories', () => {
  it('when listed, then status success and every seeded category by id, All included', async () => {
    const res = await call(svc.url, 'GET', '/api/categories');
    expect(res).toMatchObject({
      status: 200,
      body: {
        status: 'success',
        data: [
          { category_id: 1, category: 'Digital Signage' },
          { category_id: 2, category: 'Networking' },
          { category_id: 3, category: 'Audio Visual' },
          { category_id: 4, category: 'Structured Cabling' },
          { category_id: 5, category: 'Managed Services' },
          { category_id: 6, category: 'All' },
        ],
      },
    });
  });
});
