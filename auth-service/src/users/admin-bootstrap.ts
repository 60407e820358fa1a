import { loginRequestSchema } from '@site/contracts';
import type { Logger } from '@site/service-kit';
import type { DataSource } from 'typeorm';
import { LOCAL_ADMIN_PASSWORD } from '../config';
import { hashPassword, passwordProblem } from './password-policy';
import { UsersRepository } from './users-repository';

export interface BootstrapOptions {
  email: string;
  name: string;
  password: string | undefined;
  production: boolean;
}

export type BootstrapResult = 'exists' | 'created' | 'promoted';

/**
 * When no Owner exists, creates the first one from ADMIN_EMAIL / ADMIN_PASSWORD (or makes the
 * existing account of ADMIN_EMAIL the Owner). In production a missing or weak password stops the
 * boot; elsewhere the documented local password is the default. Instances starting together
 * serialise on an advisory lock, so exactly one Owner is made.
 */
export async function ensureAdmin(
  dataSource: DataSource,
  options: BootstrapOptions,
  logger?: Logger,
): Promise<BootstrapResult> {
  return dataSource.transaction(async (manager) => {
    const users = new UsersRepository(manager);
    await users.lockBootstrap();
    if ((await users.countOwners()) > 0) return 'exists';

    if (!loginRequestSchema.shape.email.safeParse(options.email).success) {
      throw new Error(
        `ADMIN_EMAIL "${options.email}" is not an email address the sign-in form accepts (at most 36 characters)`,
      );
    }
    const password = options.password ?? (options.production ? undefined : LOCAL_ADMIN_PASSWORD);
    if (options.production) {
      const problem = passwordProblem(password);
      if (problem)
        throw new Error(
          `No Owner exists and ADMIN_PASSWORD ${problem}; set a strong ADMIN_PASSWORD (12-16 characters) to create the first one`,
        );
    }
    if (!password) throw new Error('ADMIN_PASSWORD is missing');

    const existing = await users.findByEmail(options.email);
    if (existing) {
      await users.setRole(existing.id, 'owner');
      logger?.warn({ email: existing.email }, 'no Owner existed: the existing account of ADMIN_EMAIL was made Owner');
      return 'promoted';
    }
    await users.create({
      email: options.email,
      name: options.name,
      passwordHash: await hashPassword(password),
      role: 'owner',
    });
    logger?.info({ email: options.email }, 'created the first Owner from ADMIN_EMAIL');
    return 'created';
  });
}
