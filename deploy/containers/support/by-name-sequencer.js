const Sequencer = require('@jest/test-sequencer').default;

/** Runs the container specs in the order of their file names (01-..., 02-...): each builds on the last. */
class ByNameSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
}

module.exports = ByNameSequencer;
