import { expectStaffRoutesEnforced } from '@site/testing/staff-routes';
import { createTokenSigner } from '../src/tokens/token-signer';
import { keys, startAuthService, type TestAuthService } from './helpers';

let svc: TestAuthService;
beforeAll(async () => {
  svc = await startAuthService('staff_routes');
});
afterAll(async () => {
  await svc.close();
});

test('every staff route of auth-service is a row of the staff route table, and each row refuses exactly the roles the table leaves out', async () => {
  await expectStaffRoutesEnforced({
    service: 'auth',
    app: svc.app.server.listeners('request')[0],
    url: svc.url,
    redisPrefix: svc.redisPrefix,
    signToken: ({ sub, sid, role, email }) => createTokenSigner(keys, 600).sign({ id: sub, email, role, setup: false }, sid),
  });
});
