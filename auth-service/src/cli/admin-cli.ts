import 'reflect-metadata';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { loginRequestSchema } from '@site/contracts';
import { createAdminSessions, createRedis, initializeDataSource } from '@site/service-kit';
import { loadAuthConfig } from '../config';
import { createAuthDataSource } from '../db/data-source';
import { hashPassword, passwordProblem } from '../users/password-policy';
import { normaliseEmail, UsersRepository } from '../users/users-repository';

export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: Writable;
  stderr: Writable;
  env: Record<string, string | undefined>;
}

const USAGE = `Usage:
  npm run admin -- create <email> <name>        creates an administrator
  npm run admin -- reset-password <email>       sets a new password and ends every session of the account
The password is read from ADMIN_PASSWORD, else from the first line of stdin (prompted on a terminal).
It must be 12-16 characters and mix three of: lower case, upper case, digits, symbols.`;

/** A prompt that does not echo what is typed. */
function promptHidden(io: CliIo): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: io.stdin, output: io.stdout, terminal: true });
    const iface = rl as unknown as { _writeToOutput: (s: string) => void };
    io.stdout.write('Password: ');
    iface._writeToOutput = () => undefined;
    rl.question('', (answer) => {
      rl.close();
      io.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(io: CliIo): Promise<string> {
  if (io.env.ADMIN_PASSWORD) return io.env.ADMIN_PASSWORD;
  if (io.stdin.isTTY) return promptHidden(io);
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trimEnd();
}

/** Runs one admin command; resolves to the process exit code. */
export async function runAdminCli(argv: string[], io: CliIo): Promise<number> {
  const [command, email, ...nameParts] = argv;
  const fail = (message: string): number => {
    io.stderr.write(`${message}\n`);
    return 1;
  };
  if ((command !== 'create' && command !== 'reset-password') || !email) return fail(USAGE);
  if (!loginRequestSchema.shape.email.safeParse(email).success)
    return fail(`"${email}" is not an email address the sign-in form accepts (at most 36 characters)`);
  const name = nameParts.join(' ').trim();
  if (command === 'create' && (!name || name.length > 100))
    return fail('A name (1-100 characters) is required: create <email> <name>');

  const password = await readPassword(io);
  const problem = passwordProblem(password);
  if (problem) return fail(`The password ${problem}.`);

  const config = loadAuthConfig(io.env);
  const dataSource = await initializeDataSource(createAuthDataSource(config.DATABASE_URL, 2));
  try {
    const users = new UsersRepository(dataSource);
    const existing = await users.findByEmail(email);
    if (command === 'create') {
      if (existing)
        return fail(`An account with the email ${normaliseEmail(email)} already exists; use reset-password.`);
      await users.create({ email, name, passwordHash: await hashPassword(password), isAdmin: true });
      io.stdout.write(`Created administrator ${normaliseEmail(email)}.\n`);
      return 0;
    }
    if (!existing) return fail(`No account with the email ${normaliseEmail(email)}.`);
    await users.setPasswordHash(existing.id, await hashPassword(password));
    const ended = await endSessions(config, existing.id);
    if (ended === undefined) {
      io.stderr.write(
        `Password reset for ${existing.email}, but Redis is unreachable: its sessions are NOT ended. Run reset-password again once Redis is back.\n`,
      );
      return 1;
    }
    io.stdout.write(`Password reset for ${existing.email}; ${ended} session(s) ended.\n`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

/**
 * A reset ends every session of the account (a stolen token stops working at once). Undefined when
 * Redis cannot be reached, which the caller must report: the old tokens would still work.
 */
async function endSessions(config: ReturnType<typeof loadAuthConfig>, userId: string): Promise<number | undefined> {
  const redis = createRedis(config.REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: true,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await createAdminSessions(redis, config.REDIS_PREFIX).endAllOf(userId);
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

if (require.main === module) {
  runAdminCli(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  }).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
