const { nodeProject } = require('../jest.preset');

// Checks of the deployment files: the compose file against the Compose schema and the stack's rules,
// and the nginx config run for real against a stub gateway.
module.exports = nodeProject(__dirname, { testMatch: ['<rootDir>/test/*.test.ts'] });
