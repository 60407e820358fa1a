import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { initializeDataSource } from '@site/service-kit';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { LOCAL_ADMIN_PASSWORD } from '../src/config';
import { createAuthDataSource } from '../src/db/data-source';
import { ensureAdmin } from '../src/users/admin-bootstrap';
import { verifyPassword } from '../src/users/password-policy';

let db: TestDatabase;
let dataSource: DataSource;

jest.setTimeout(30_000);

beforeEach(async () => {
  db = await createTestDatabase('auth_bootstrap');
  dataSource = await initializeDataSource(createAuthDataSource(db.url, 4));
});
afterEach(async () => {
  await dataSource.destroy();
  await db.drop();
});

const admins = (): Promise<
  Array<{ email: string; name: string; role: string; password_hash: string }>
> => dataSource.query(`SELECT email, name, role, password_hash FROM auth.users ORDER BY created_at`);

describe('first administrator', () => {
  test('when no administrator exists in development, then one is created with the documented local password, and starting again changes nothing', async () => {
    const options = {
      email: 'Admin@Northwire.example',
      name: 'Site Administrator',
      password: undefined,
      production: false,
    };
    expect(await ensureAdmin(dataSource, options)).toBe('created');
    expect(await ensureAdmin(dataSource, options)).toBe('exists');
    const rows = await admins();
    expect(rows.map(({ email, name, role }) => ({ email, name, role }))).toEqual([
      { email: 'admin@northwire.example', name: 'Site Administrator', role: 'owner' },
    ]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(String(rows[0]?.password_hash), LOCAL_ADMIN_PASSWORD)).toBe(true);
  });

  test('when two instances start together, then exactly one administrator is created', async () => {
    const second = await initializeDataSource(createAuthDataSource(db.url, 4));
    try {
      const options = {
        email: 'admin@northwire.example',
        name: 'Admin',
        password: 'Str0ng-Pass!23',
        production: true,
      };
      const results = await Promise.all([ensureAdmin(dataSource, options), ensureAdmin(second, options)]);
      expect(results.sort()).toEqual(['created', 'exists']);
      expect(await admins()).toHaveLength(1);
    } finally {
      await second.destroy();
    }
  });

  test.each([
    [undefined, 'ADMIN_PASSWORD is missing'],
    ['short-1A', 'ADMIN_PASSWORD must be at least 12 characters'],
    ['alllowercaseabc', 'ADMIN_PASSWORD must mix at least three of'],
    [LOCAL_ADMIN_PASSWORD, 'ADMIN_PASSWORD is a well-known password'],
    ['Much-Too-Long-Passw0rd', 'ADMIN_PASSWORD must be at most 16 characters'],
  ])(
    'when production has no administrator and ADMIN_PASSWORD is %p, then the boot fails with a clear message and nothing is created',
    async (password, message) => {
      await expect(
        ensureAdmin(dataSource, {
          email: 'admin@northwire.example',
          name: 'Admin',
          password,
          production: true,
        }),
      ).rejects.toThrow(message);
      expect(await admins()).toEqual([]);
    },
  );

  test('when an administrator already exists in production, then a missing ADMIN_PASSWORD is fine', async () => {
    await ensureAdmin(dataSource, {
      email: 'admin@northwire.example',
      name: 'Admin',
      password: 'Str0ng-Pass!23',
      production: true,
    });
    expect(
      await ensureAdmin(dataSource, {
        email: 'admin@northwire.example',
        name: 'Admin',
        password: undefined,
        production: true,
      }),
    ).toBe('exists');
  });

  test('when ADMIN_EMAIL is longer than the sign-in form accepts, then the boot fails saying so', async () => {
    await expect(
      ensureAdmin(dataSource, {
        email: `${'a'.repeat(40)}@northwire.example`,
        name: 'Admin',
        password: undefined,
        production: false,
      }),
    ).rejects.toThrow('at most 36 characters');
  });
});
