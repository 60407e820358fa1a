import { createServiceDataSource } from '@site/service-kit';
import type { DataSource } from 'typeorm';
import { SignInAuditEntity } from '../audit/sign-in-audit-entity';
import { UserEntity } from '../users/user-entity';
import { CreateAuthTables1763900000000 } from './migrations/1763900000000-create-auth-tables';
import { StaffAccounts1796000000000 } from './migrations/1796000000000-staff-accounts';

/** The schema auth-service owns; no other service reads it. */
export const AUTH_SCHEMA = 'auth';

export const authEntities = [UserEntity, SignInAuditEntity];
export const authMigrations = [CreateAuthTables1763900000000, StaffAccounts1796000000000];

export function createAuthDataSource(url: string, poolSize = 10): DataSource {
  return createServiceDataSource({
    url,
    schema: AUTH_SCHEMA,
    entities: authEntities,
    migrations: authMigrations,
    poolSize,
  });
}
