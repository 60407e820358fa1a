const path = require('node:path');
const { nodeProject } = require('../../jest.preset');

// The container suite (scripts/containers.mjs runs it, once an engine answers and the stack is up):
// the compose stack as it ships, driven from outside through nginx and docker. One file after the
// other, in the order of their names: the later ones scale, restart and stop what the first ones use.
module.exports = {
  ...nodeProject(__dirname, { testMatch: ['<rootDir>/*.containers.test.ts'], testTimeout: 15 * 60_000 }),
  displayName: 'containers',
  testSequencer: path.join(__dirname, 'support', 'by-name-sequencer.js'),
};
