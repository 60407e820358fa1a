import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '..', 'check-imports.mjs');

/** Writes a file (and its folders) under `root`. */
const put = (root: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const manifest = (name: string, version: string, dependencies: Record<string, string> = {}) =>
  JSON.stringify({ name, version, dependencies });

/** Runs the checker as the images do; returns its exit code and output. */
function check(...folders: string[]): { code: number; output: string } {
  try {
    const out = execFileSync(process.execPath, [SCRIPT, ...folders], { encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, output: out };
  } catch (err) {
    const e = err as { status: number; stdout: string; stderr: string };
    return { code: e.status, output: e.stdout + e.stderr };
  }
}

describe('deploy/check-imports.mjs (a server bundle whose imports will not load fails the build)', () => {
  let root: string;
  beforeEach(() => {
    // A workspace like the site: it depends on a framework (`framework`) whose own dependency
    // (`escaper` 3) is nested, while another package's `escaper` 2 is hoisted beside it.
    root = mkdtempSync(path.join(tmpdir(), 'check-imports-'));
    put(root, 'site/package.json', manifest('site', '1.0.0', { framework: '1.0.0' }));
    put(root, 'site/node_modules/framework/package.json', manifest('framework', '1.0.0', { escaper: '3.0.0' }));
    put(root, 'site/node_modules/framework/index.js', '');
    put(root, 'site/node_modules/framework/node_modules/escaper/package.json', manifest('escaper', '3.0.0'));
    put(root, 'site/node_modules/framework/node_modules/escaper/index.js', '');
    put(root, 'site/node_modules/escaper/package.json', manifest('escaper', '2.0.0'));
    put(root, 'site/node_modules/escaper/index.js', '');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('when every bare import loads the declared copy, then it passes', () => {
    put(root, 'site/dist/server/entry.mjs', "import fs from 'node:fs';\nimport 'framework';\nconst p = require('path');\n");
    put(root, 'site/dist/client/app.js', "import 'only-in-the-browser';\n");
    const result = check(path.join(root, 'site/dist'));
    expect(result).toEqual({ code: 0, output: expect.stringContaining('loads as declared') });
  });

  it('when the bundle inlined the framework and its import of a dependency would load the hoisted other version, then it fails and names both copies', () => {
    put(root, 'site/dist/server/chunk.mjs', "import { escape } from 'escaper';\nexport { escape };\n");
    const result = check(path.join(root, 'site/dist'));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/escaper: imported by .*chunk\.mjs loads .*site\/node_modules\/escaper\/package\.json, but framework declares .*framework\/node_modules\/escaper\/package\.json/);
  });

  it('when the bundle imports a package the runtime does not have (statically or with import()), then it fails and names each', () => {
    put(root, 'site/dist/server/entry.mjs', "import 'framework';\nimport lexer from 'module-lexer';\nconst img = await import('image-lib');\n");
    const result = check(path.join(root, 'site/dist'));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/module-lexer: imported by .*entry\.mjs, not installed where it runs/);
    expect(result.output).toMatch(/image-lib: imported by .*entry\.mjs, not installed where it runs/);
  });

  it('when the words import, from or require stand inside strings (SQL, messages), then they are not imports; minified and CommonJS imports still count', () => {
    put(
      root,
      'site/dist/server/repository.js',
      [
        "const q = require('framework');",
        "query.andWhere('sa.at >= :from', { from });",
        "const sql = 'select id from \"escaper\" where x = 1';",
        "const note = \"we import 'escaper' later\";",
      ].join('\n'),
    );
    expect(check(path.join(root, 'site/dist'))).toEqual({ code: 0, output: expect.stringContaining('loads as declared') });
    put(root, 'site/dist/server/min.mjs', 'import{a as b}from"escaper";export{b};');
    const result = check(path.join(root, 'site/dist'));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/escaper: imported by .*min\.mjs loads .*site\/node_modules\/escaper/);
  });

  it('when a package is installed but neither the file\'s package nor its dependencies declare it, then it fails', () => {
    put(root, 'site/node_modules/stray/package.json', manifest('stray', '1.0.0'));
    put(root, 'site/node_modules/stray/index.js', '');
    put(root, 'site/dist/server/entry.mjs', "import 'stray';\n");
    const result = check(path.join(root, 'site/dist'));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/stray: imported by .*entry\.mjs, declared by neither/);
  });
});
