import fc from 'fast-check';
import { startAuthService, type TestAuthService } from './helpers';

let svc: TestAuthService;

beforeAll(async () => {
  svc = await startAuthService('auth_fuzz');
});
afterAll(async () => {
  await svc.close();
});

const bodyArb = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      email: fc.oneof(fc.emailAddress(), fc.string(), fc.integer()),
      password: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(null)),
    },
    { requiredKeys: [] },
  ),
  fc.string().map((s) => `{"email":${s}`),
);

describe('login fuzzing (fast-check)', () => {
  test('when any body is posted, then the reply is 400, 401 or 429 with a message, never a 5xx, and no account is created', async () => {
    await fc.assert(
      fc.asyncProperty(bodyArb, async (body) => {
        const reply = await fetch(`${svc.url}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        });
        expect([400, 401, 429]).toContain(reply.status);
        const json = (await reply.json()) as { message?: unknown };
        expect(typeof json.message).toBe('string');
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
    );
    const [{ count }] = (await svc.dataSource.query('SELECT count(*)::int AS count FROM auth.users')) as [
      { count: number },
    ];
    expect(count).toBe(0);
  });
});
