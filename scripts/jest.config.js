const { nodeProject } = require('../jest.preset');

// Checks of the repo's own tooling, e.g. that the lint enforces the import boundaries.
module.exports = nodeProject(__dirname, { testMatch: ['<rootDir>/*.test.ts'] });
