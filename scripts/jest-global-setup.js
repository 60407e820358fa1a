// Jest global setup: where the tests' services come from.
// - DATABASE_URL / REDIS_URL given (CI and every machine of this project): use them as they are.
// - Neither given and a Docker engine answers: start PostgreSQL and Redis with testcontainers and hand
//   their addresses to the test workers through the environment (workers start after this and
//   inherit process.env). globalTeardown stops them. The S3 and SMTP servers stay in-process
//   (s3rver, smtp-server) in every case: the worker tests need an SMTP server that refuses and
//   delays on demand, which Mailpit cannot.
// - Neither given and no Docker engine: the local defaults (127.0.0.1:5432 and :6379), as before.
// It also names the run (TEST_RUN_ID): each workspace's schema is migrated once per run into a
// template database `tpl_<run id>_<workspace>` by the first test file that needs it, and every test
// file copies that template (@site/testing createMigratedDatabase). The global teardown drops them.
// Migrating here instead would migrate every workspace for `npx jest worker` too, and would need
// the TypeScript migrations loaded outside jest's transform.
// - The reaper (Ryuk) removes the containers if jest dies before its teardown. Its image comes from a
//   registry; where it is neither on the machine nor pullable (no registry reachable), the reaper is
//   turned off (TESTCONTAINERS_RYUK_DISABLED=true, said in the output) and the teardown alone stops
//   the containers. Set TESTCONTAINERS_RYUK_DISABLED yourself to choose either way.
const { randomBytes } = require('node:crypto');
const { GenericContainer, ImageName, Wait, getContainerRuntimeClient } = require('testcontainers');
// The reaper image testcontainers would start (it honours RYUK_CONTAINER_IMAGE).
const { REAPER_IMAGE } = require('testcontainers/build/reaper/reaper');

/** The container runtime client, or null when no engine answers (testcontainers throws then). */
async function containerRuntime() {
  try {
    return await getContainerRuntimeClient();
  } catch {
    return null;
  }
}

/** Keeps the reaper where its image is here or can be pulled; turns it off, and says so, where not. */
async function chooseReaper(client) {
  if (process.env.TESTCONTAINERS_RYUK_DISABLED !== undefined) return;
  const image = ImageName.fromString(REAPER_IMAGE);
  if (await client.image.exists(image)) return;
  try {
    await client.image.pull(image);
  } catch (err) {
    process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';
    console.log(`\njest: testcontainers' reaper (${REAPER_IMAGE}) cannot be pulled (${String(err.message ?? err).split('\n')[0]}); it is off, and the global teardown stops the containers`);
  }
}

async function startServices() {
  const [postgres, redis] = await Promise.all([
    new GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer('redis:7-alpine').withExposedPorts(6379).withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/)).start(),
  ]);
  const at = (container, port) => `${container.getHost()}:${container.getMappedPort(port)}`;
  Object.assign(process.env, {
    DATABASE_URL: `postgres://postgres@${at(postgres, 5432)}/postgres`,
    REDIS_URL: `redis://${at(redis, 6379)}`,
  });
  return [postgres, redis];
}

module.exports = async function globalSetup() {
  process.env.TEST_RUN_ID = `${process.pid}_${randomBytes(3).toString('hex')}`;
  if (process.env.DATABASE_URL || process.env.REDIS_URL) return;
  const client = await containerRuntime();
  if (!client) return;
  await chooseReaper(client);
  console.log('\njest: no DATABASE_URL or REDIS_URL and a container engine answers: PostgreSQL and Redis from testcontainers');
  globalThis.__TEST_CONTAINERS__ = await startServices();
};
