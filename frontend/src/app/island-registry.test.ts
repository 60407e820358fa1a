import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFINED_ISLANDS } from '@/components/islands/island';
import { ISLAND_LOADERS } from './island-registry';

const SRC = path.resolve(__dirname, '..');

/** Every source module that calls defineIsland() (found by reading the sources, so none is forgotten). */
function islandModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return islandModules(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name === 'island.tsx') return [];
    return /\bdefineIsland\(/.test(readFileSync(file, 'utf8')) ? [file] : [];
  });
}

describe('island registry', () => {
  it('when every module that defines an island is loaded, then each island has a loader resolving to the same component, and no loader names an undefined one', async () => {
    const modules = islandModules(SRC);
    expect(modules.length).toBeGreaterThan(0);
    for (const file of modules) await import(file);
    const defined = [...DEFINED_ISLANDS.keys()].filter((name) => !name.startsWith('test-')).sort();
    expect(Object.keys(ISLAND_LOADERS).sort()).toEqual(defined);
    for (const [name, load] of Object.entries(ISLAND_LOADERS)) {
      expect({ name, component: await load() }).toEqual({ name, component: DEFINED_ISLANDS.get(name) });
    }
  });
});
