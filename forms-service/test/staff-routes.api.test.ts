import { expectStaffRoutesEnforced } from '@site/testing/staff-routes';
import { startForms, type FormsHarness } from './helpers';

let forms: FormsHarness;
beforeAll(async () => {
  forms = await startForms({ label: 'staff_routes' });
});
afterAll(async () => {
  await forms.close();
});

test('every staff route of forms-service is a row of the staff route table, and each row refuses exactly the roles the table leaves out', async () => {
  await expectStaffRoutesEnforced({ service: 'forms', app: forms.app.server.listeners('request')[0], url: forms.app.url, redisPrefix: forms.prefix });
});
