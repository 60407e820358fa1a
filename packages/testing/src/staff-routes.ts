import { expect } from '@jest/globals';
import { STAFF_ROLES, STAFF_ROUTES, type StaffRole, type StaffService } from '@site/contracts';
import { staffGuardedRoutes } from '@site/service-kit';
import { seedTestAdminSession, signTestToken } from '@site/service-kit/testing';

/** Every `:param` of a table path gets this value (a well-formed uuid: ids that exist nowhere). */
const PARAM = '00000000-0000-4000-8000-000000000000';

/**
 * The staff route table against one running service: (1) the routes the service guards with
 * requireStaff are exactly the table's rows for it, and (2) each row, called with a live session
 * of each role, is refused with 403 ROLE_NOT_ALLOWED exactly for the roles the table leaves out
 * (the others get past the guard: any answer but 401, 403 or 500).
 */
export async function expectStaffRoutesEnforced(options: {
  service: StaffService;
  /** The service's Express app (for a RunningTestApp: `server.listeners('request')[0]`). */
  app: unknown;
  url: string;
  /** The Redis prefix the service reads sessions under. */
  redisPrefix: string;
  /** How tokens are signed (default: service-kit's test keys; auth-service signs with its own). */
  signToken?: (claims: { sub: string; sid: string; role: StaffRole; email: string }) => string;
}): Promise<void> {
  const { app } = options;
  const rows = STAFF_ROUTES.filter((route) => route.service === options.service);
  expect(staffGuardedRoutes(app)).toEqual(rows.map((route) => `${route.method} ${route.path}`).sort());

  // A fresh session for every call: logout and logout-all end the one they are called with.
  let calls = 0;
  const tokenOf = async (role: StaffRole): Promise<string> => {
    calls += 1;
    const sid = `matrix-${role}-${calls}-${Date.now()}`;
    const sub = `10000000-0000-4000-8000-00000000000${STAFF_ROLES.indexOf(role)}`;
    await seedTestAdminSession(options.redisPrefix, { sid, sub });
    const claims = { sub, sid, role, email: `${role}@northwire.example` };
    return options.signToken ? options.signToken(claims) : signTestToken(claims);
  };
  const answers: string[] = [];
  const expected: string[] = [];
  for (const route of rows) {
    for (const role of STAFF_ROLES) {
      const reply = await fetch(`${options.url}${route.path.replace(/:[A-Za-z]+/g, PARAM)}`, {
        method: route.method,
        headers: { authorization: `Bearer ${await tokenOf(role)}`, ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      });
      const text = await reply.text();
      const code = reply.status === 403 ? ((JSON.parse(text) as { code?: string }).code ?? '') : '';
      const allowed = route.roles.includes(role);
      answers.push(`${route.method} ${route.path} as ${role}: ${allowed ? (reply.status === 401 || reply.status === 403 || reply.status >= 500 ? `refused ${reply.status}` : 'passed') : `${reply.status} ${code}`}`);
      expected.push(`${route.method} ${route.path} as ${role}: ${allowed ? 'passed' : '403 ROLE_NOT_ALLOWED'}`);
    }
  }
  expect(answers).toEqual(expected);
}
