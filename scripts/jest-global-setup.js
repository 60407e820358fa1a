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
const { randomBytes } = require('node:crypto');
const { GenericContainer, Wait, getContainerRuntimeClient } = require('testcontainers');

/** True when testcontainers finds a container runtime (it throws when none answers). */
async function dockerAnswers() {
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
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
  if (!(await dockerAnswers())) return;
  globalThis.__TEST_CONTAINERS__ = await startServices();
};
