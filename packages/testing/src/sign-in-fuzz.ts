import { expect } from '@jest/globals';
import fc from 'fast-check';
import { FUZZ_RUNS, contentEncodingHeader, contentTypeHeader, expectNoServerError, jsonBody, nonObjectBody, oddHeaders, sendRaw } from './fuzz';

/** Runs SQL on the auth-service's database (a TypeORM DataSource's query, or @site/testing query). */
export type AuthQuery = (text: string) => Promise<unknown[]>;

/**
 * The sign-in fuzz property, asked of auth-service itself or of the gateway in front of it (`url`):
 * generated bodies (wrong types, huge strings, unicode, nesting, prototype-pollution keys), content
 * types, encodings and odd headers on POST /api/users/login get no 5xx and never a token (the
 * generator never holds the real password); a refused body (400, 413, 415) writes no audit row,
 * any other attempt at most one; and no account changes. `sql` reads auth-service's database.
 */
export async function assertSignInFuzz(url: string, sql: AuthQuery, adminEmail: string): Promise<void> {
  const auditRows = async (): Promise<number> => Number(((await sql('SELECT count(*)::int AS v FROM auth.sign_in_audit')) as { v: unknown }[])[0]!.v);
  const usersSnapshot = () => sql('SELECT id, email, name, password_hash, role FROM auth.users ORDER BY id');
  const users = await usersSnapshot();
  const body = fc.oneof({ weight: 5, arbitrary: jsonBody({ email: adminEmail, password: 'Wrong-Pass#1' }) }, { weight: 1, arbitrary: nonObjectBody });
  await fc.assert(
    fc.asyncProperty(body, contentTypeHeader, contentEncodingHeader, oddHeaders, async (text, contentType, encoding, headers) => {
      const before = await auditRows();
      const reply = await sendRaw(url, {
        method: 'POST',
        path: '/api/users/login',
        headers: { ...headers, 'content-type': contentType, 'content-encoding': encoding },
        body: text,
      });
      expectNoServerError(reply, 'POST /api/users/login');
      expect(reply.status).not.toBe(200);
      expect(reply.body).not.toMatch(/"token"/);
      const added = (await auditRows()) - before;
      if ([400, 413, 415].includes(reply.status)) expect(added).toBe(0);
      else expect(added).toBeLessThanOrEqual(1);
    }),
    { numRuns: FUZZ_RUNS },
  );
  expect(await usersSnapshot()).toEqual(users);
}
