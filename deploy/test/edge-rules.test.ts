import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_ALIASES, SECURITY_HEADERS } from '@site/contracts/edge-rules';
import { NGINX_DIR } from './nginx-harness';

const SCRIPT = path.join(NGINX_DIR, 'generate-edge-rules.mjs');
// Node says once that it reads the contracts source as a module; the check's own output is what counts.
const NO_TYPELESS_WARNING = '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON';

/** Runs the generator's check on a folder of nginx files; its exit code and output. */
function check(dir: string): { code: number; output: string } {
  try {
    return {
      code: 0,
      output: execFileSync(process.execPath, [NO_TYPELESS_WARNING, SCRIPT, '--check', dir], {
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: failed.stdout + failed.stderr };
  }
}

describe('nginx edge rules generated from @site/contracts/edge-rules', () => {
  it('when the checked-in nginx files are checked, then they are exactly what the one source generates', () => {
    expect(check(NGINX_DIR)).toEqual({ code: 0, output: 'nginx edge rules are up to date\n' });
  });

  it('when the checked-in files are read, then they state every security header and every page alias of the source', () => {
    const headers = readFileSync(path.join(NGINX_DIR, 'security-headers.conf'), 'utf8');
    const aliases = readFileSync(path.join(NGINX_DIR, 'page-aliases.conf'), 'utf8');
    expect(
      Object.fromEntries(
        [...headers.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]]),
      ),
    ).toEqual(SECURITY_HEADERS);
    expect(
      Object.fromEntries(
        [
          ...aliases.matchAll(/^location ~ \^(\S+)\/\*\$ \{\n.*\n {2}return 301 (\S+)\$is_args\$args;$/gm),
        ].map((m) => [m[1], m[2]]),
      ),
    ).toEqual(PAGE_ALIASES);
  });

  it.each(['security-headers.conf', 'page-aliases.conf'])(
    'when %s is edited by hand, then the check fails and names it',
    (name) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'edge-rules-'));
      try {
        cpSync(NGINX_DIR, dir, { recursive: true });
        const file = path.join(dir, name);
        writeFileSync(
          file,
          readFileSync(file, 'utf8').replace('301', '302').replace("'self'", "'self' https:"),
        );
        expect(check(dir)).toEqual({
          code: 1,
          output: `${file} differ from packages/contracts/src/edge-rules.ts: run npx node deploy/nginx/generate-edge-rules.mjs\n`,
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
