import { expectStaffRoutesEnforced } from '@site/testing/staff-routes';
import { startUploadService, type UploadTestContext } from './helpers';

let ctx: UploadTestContext;
beforeAll(async () => {
  ctx = await startUploadService();
});
afterAll(async () => {
  await ctx.close();
});

test('every staff route of upload-service is a row of the staff route table, and each row refuses exactly the roles the table leaves out', async () => {
  await expectStaffRoutesEnforced({ service: 'upload', app: ctx.app, url: ctx.url, redisPrefix: ctx.config.REDIS_PREFIX });
});
