import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const pinned = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the Node the project runs on', () => {
  it('when the tests run, then they run on the pinned Node LTS of .nvmrc (the `node` package puts it first on every npm script PATH)', () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it('when the pins are read, then .nvmrc, the `node` package and the engines floor name the same LTS line', () => {
    expect(pkg.devDependencies.node).toBe(pinned);
    // 24.11.0 is the first release of the 24 line marked LTS.
    expect(pkg.engines.node).toBe(`>=${pinned.split('.')[0]}.11.0`);
  });
});
