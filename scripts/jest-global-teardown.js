// Drops the run's migrated template databases (see scripts/jest-global-setup.js), then stops the
// containers the setup started (none when the environment gave the services).
const { Client } = require('pg');

async function dropRunTemplates() {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`tpl_${process.env.TEST_RUN_ID}_`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

module.exports = async function globalTeardown() {
  if (process.env.TEST_RUN_ID) await dropRunTemplates();
  const containers = globalThis.__TEST_CONTAINERS__ ?? [];
  await Promise.all(containers.map((container) => container.stop()));
};
