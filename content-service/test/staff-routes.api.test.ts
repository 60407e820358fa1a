import { expectStaffRoutesEnforced } from '@site/testing/staff-routes';
import { startContentService, type TestService } from './helpers';

let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('staff_routes');
});
afterAll(async () => {
  await svc.close();
});

test('every staff route of content-service is a row of the staff route table, and each row refuses exactly the roles the table leaves out', async () => {
  await expectStaffRoutesEnforced({ service: 'content', app: svc.app.server.listeners('request')[0], url: svc.url, redisPrefix: svc.redisPrefix });
});
