// One container suite per engine at a time. Two suites on one engine share what docker-compose.yml and
// the Swarm spec name: the project `northwire-ct` (containers, volumes, network), the image tags, the
// Swarm and its stack. A second suite's `up` recreates the first's containers with its own secrets
// on the first's volumes, and its `down -v` removes them: CI's run at stop 29 met a suite still
// running on the same engine, and `up --wait` failed after 28 s. So a suite waits for its turn.
// proper-lockfile: an atomic mkdir beside the file, refreshed while held, stale once its holder stops
// refreshing (killed, or the machine restarted), removed when this process exits.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** The engine's lock, beside it on this machine: every clone's suite takes the same one. */
export const ENGINE_LOCK = path.join(os.tmpdir(), 'northwire-container-suite');

/** Who holds the lock, as its holder wrote it after taking it. */
function holderOf(file) {
  try {
    const { pid, dir, since } = JSON.parse(readFileSync(file, 'utf8'));
    return `pid ${pid} in ${dir} since ${since}`;
  } catch {
    return 'holder unknown';
  }
}

/**
 * Waits until no other container suite holds the engine (at most `waitMs`), then holds it; resolves
 * with the function that releases it. `print` hears that it waits, and for whom.
 */
export async function holdEngine({ file = ENGINE_LOCK, waitMs = 45 * 60_000, pollMs = 5_000, staleMs = 60_000, print = console.log } = {}) {
  // proper-lockfile locks an existing path (it resolves the real path first).
  writeFileSync(file, '', { flag: 'a' });
  if (await lockfile.check(file, { stale: staleMs })) {
    print(`containers: another container suite holds the engine (${holderOf(file)}); waiting for it, at most ${Math.round(waitMs / 60_000)} min`);
  }
  let release;
  try {
    release = await lockfile.lock(file, {
      stale: staleMs,
      retries: { retries: Math.ceil(waitMs / pollMs), factor: 1, minTimeout: pollMs, maxTimeout: pollMs },
      // The default throws from a timer, which would end `npm test` before its summary.
      onCompromised: (err) => print(`containers: the engine lock was lost (${err.message}); another suite may start beside this one`),
    });
  } catch (err) {
    if (err.code !== 'ELOCKED') throw err;
    throw new Error(`another container suite still holds the engine after ${Math.ceil(waitMs / 1000)} s (${holderOf(file)})`, { cause: err });
  }
  writeFileSync(file, JSON.stringify({ pid: process.pid, dir: process.cwd(), since: new Date().toISOString() }));
  return release;
}
