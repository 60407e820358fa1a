// Stops the containers scripts/jest-global-setup.js started (none when the environment gave the services).
module.exports = async function globalTeardown() {
  const containers = globalThis.__TEST_CONTAINERS__ ?? [];
  await Promise.all(containers.map((container) => container.stop()));
};
