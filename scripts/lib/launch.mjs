// Starts the process table with concurrently (the kept process manager) and stops it cleanly.
import { mkdirSync } from 'node:fs';
import concurrently from 'concurrently';
import { ROOT } from './run.mjs';
import { LOCAL_DIR, ensureDatabase, ensureJwtKeys, ensureLocalSecrets, entryOf, missingBuilds, pingRedis, portInUse, processTable, redact } from './system.mjs';

/** Everything that must hold before any process starts; throws with a readable message. */
export async function prepare(settings) {
  mkdirSync(LOCAL_DIR, { recursive: true });
  if (settings.s3Embedded) mkdirSync(settings.s3Dir, { recursive: true });

  const missing = missingBuilds();
  if (missing.length) {
    throw new Error(
      `not built: ${missing.map(entryOf).join(', ')}.\n` +
        `Run \`npm run build\` first (\`npm start\` does), and check that each workspace has src/main.ts.`,
    );
  }
  const keys = { ...ensureJwtKeys(), ...ensureLocalSecrets() };
  if (!(await pingRedis(settings.redisUrl))) {
    throw new Error(`Redis does not answer at ${redact(settings.redisUrl)}. Start it or set REDIS_URL.`);
  }
  await ensureDatabase(settings.databaseUrl);

  const ports = Object.entries(settings.ports).filter(([key]) => {
    if (key === 's3') return settings.s3Embedded;
    if (key === 'smtp' || key === 'mailWeb') return settings.smtpEmbedded;
    return true;
  });
  const busy = [];
  for (const [key, port] of ports) if (await portInUse(port)) busy.push(`${key} ${port}`);
  if (busy.length) {
    throw new Error(`ports already in use: ${busy.join(', ')}. Is the system already running? Stop it, or set PORT for the gateway.`);
  }
  return keys;
}

/**
 * Runs every process with a prefix; one that fails does not take the others down (its paths answer
 * 503 at the gateway). SIGINT/SIGTERM/SIGHUP go to every child (concurrently's KillOnSignal), and
 * a child still alive after killTimeout is killed.
 */
export function launch(settings, keys, { outputStream } = {}) {
  const { commands, result } = concurrently(processTable(settings, keys), {
    prefix: 'name',
    padPrefix: true,
    killOthersOn: [],
    killSignal: 'SIGTERM',
    killTimeout: 15_000,
    cwd: ROOT,
    outputStream,
    prefixColors: outputStream ? false : undefined,
  });
  let alive = true;
  const finished = result.then(
    (events) => ({ ok: true, events }),
    (events) => ({ ok: false, events }),
  );
  void finished.then(() => {
    alive = false;
  });
  return {
    commands,
    finished,
    isAlive: () => alive,
    /** Names of the processes that have already exited (a crash at boot, a port taken). */
    exited: () => commands.filter((c) => c.exited).map((c) => c.name),
    /** Stops every process that is still running and resolves once all have exited. */
    stop: async (signal = 'SIGTERM', graceMs = 15_000) => {
      for (const command of commands) if (!command.exited) command.kill(signal);
      // A process that ignores SIGTERM past its own shutdown timeout is killed.
      const escalate = setTimeout(() => {
        for (const command of commands) if (!command.exited) command.kill('SIGKILL');
      }, graceMs);
      const outcome = await finished;
      clearTimeout(escalate);
      return outcome;
    },
  };
}
