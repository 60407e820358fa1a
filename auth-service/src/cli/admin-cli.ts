import 'reflect-metadata';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { loginRequestSchema } from '@site/contracts';
import { createAdminSessions, createRedis, initializeDataSource } from '@site/service-kit';
import { loadAuthConfig } from '../config';
import { createAuthDataSource } from '../db/data-source';
import { PasswordChange } from '../account/password-change';
import { TeamAuditRepository } from '../audit/team-audit-repository';
import { DevicesRepository } from '../devices/devices-repository';
import { RecoveryCodesRepository } from '../second-factor/recovery-codes-repository';
import { hashPassword, passwordProblem } from '../users/password-policy';
import { normaliseEmail, UsersRepository } from '../users/users-repository';

export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: Writable;
  stderr: Writable;
  env: Record<string, string | undefined>;
}

const USAGE = `Usage:
  npm run admin -- create <email> <name>          creates an Owner (invite everyone else from the Team page)
  npm run admin -- reset-password <email>         sets a new password, ends every session of the account
                                                  and forgets its devices (as a mailed reset link does)
  npm run admin -- reset-second-factor <email>    removes the account's authenticator app and recovery codes
                                                  (an Owner who lost both; the next sign-in sets up a new one)
The password is read from ADMIN_PASSWORD, else from the first line of stdin (prompted on a terminal).
It must be 12-16 characters and mix three of: lower case, upper case, digits, symbols.`;

const COMMANDS = new Set(['create', 'reset-password', 'reset-second-factor']);
/** The actor of the team audit for changes made with this command. */
const CLI_ACTOR = { id: null, email: 'server command (npm run admin)' };

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
  if (!command || !COMMANDS.has(command) || !email) return fail(USAGE);
  if (!loginRequestSchema.shape.email.safeParse(email).success)
    return fail(`"${email}" is not an email address the sign-in form accepts (at most 36 characters)`);
  const name = nameParts.join(' ').trim();
  if (command === 'create' && (!name || name.length > 100))
    return fail('A name (1-100 characters) is required: create <email> <name>');

  const password = command === 'reset-second-factor' ? '' : await readPassword(io);
  const problem = command === 'reset-second-factor' ? undefined : passwordProblem(password);
  if (problem) return fail(`The password ${problem}.`);

  const config = loadAuthConfig(io.env);
  const dataSource = await initializeDataSource(createAuthDataSource(config.DATABASE_URL, 2));
  try {
    const users = new UsersRepository(dataSource);
    const existing = await users.findByEmail(email);
    if (command === 'create') {
      if (existing)
        return fail(`An account with the email ${normaliseEmail(email)} already exists; use reset-password.`);
      await users.create({ email, name, passwordHash: await hashPassword(password), role: 'owner' });
      io.stdout.write(`Created Owner ${normaliseEmail(email)}.\n`);
      return 0;
    }
    if (!existing) return fail(`No account with the email ${normaliseEmail(email)}.`);
    const done = command === 'reset-password' ? 'Password reset' : 'Authenticator app removed';
    await dataSource.transaction(async (tx) => {
      if (command === 'reset-password') {
        // The one password change (also the mailed link's): devices forgotten, audit row, mail to the account.
        const passwords = new PasswordChange({ dataSource, sessions: unusedSessions, publicBaseUrl: config.PUBLIC_BASE_URL });
        await passwords.setPassword(existing, password, CLI_ACTOR, { action: 'password-set', tx });
        return;
      }
      await new UsersRepository(tx).setTotp(existing.id, null, null);
      await new RecoveryCodesRepository(tx).deleteAllOf(existing.id);
      await new DevicesRepository(tx).forgetAllOf(existing.id);
      await new TeamAuditRepository(tx).record({ actorId: null, actorEmail: CLI_ACTOR.email, action: 'totp-reset', targetEmail: existing.email });
    });
    const ended = await endSessions(config, existing.id);
    if (ended === undefined) {
      io.stderr.write(
        `${done} for ${existing.email}, but Redis is unreachable: its sessions are NOT ended. Run ${command} again once Redis is back.\n`,
      );
      return 1;
    }
    io.stdout.write(`${done} for ${existing.email}; ${ended} session(s) ended.\n`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

/** In a transaction of its own the password change ends no session: endSessions does, and reports Redis away. */
const unusedSessions = {
  start: () => Promise.reject(new Error('not used by the CLI')),
  isActive: () => Promise.resolve(false),
  end: () => Promise.resolve(),
  endAllOf: () => Promise.resolve(0),
};

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
