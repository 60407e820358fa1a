import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@site/testing/wait-for';

const ENGINE_LOCK_MODULE = path.join(__dirname, 'lib', 'engine-lock.mjs');

/** A container suite's hold on the engine, in a Node of its own (as two `npm test` runs would be). */
interface Suite {
  child: ChildProcessWithoutNullStreams;
  lines: string[];
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

/**
 * Starts a process that takes the lock on `file` (scripts/lib/engine-lock.mjs), prints `held`, and
 * releases it when a line arrives on its standard input.
 */
function suite(file: string, options: { waitMs: number; staleMs?: number }): Suite {
  const script = `import { holdEngine } from ${JSON.stringify(ENGINE_LOCK_MODULE)};
const [file, waitMs, staleMs] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3])];
try {
  const release = await holdEngine({ file, waitMs, staleMs, pollMs: 50, print: (line) => console.log(line) });
  console.log('held');
  process.stdin.once('data', async () => { await release(); console.log('released'); process.exit(0); });
} catch (err) {
  console.log('error: ' + err.message);
  process.exit(1);
}`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, file, String(options.waitMs), String(options.staleMs ?? 60_000)]);
  const lines: string[] = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exited };
}

const said = (s: Suite, line: string | RegExp) => waitFor(() => s.lines.some((l) => (typeof line === 'string' ? l === line : line.test(l))), { timeout: 20_000, what: `"${String(line)}" in ${JSON.stringify(s.lines)}` });

describe('one container suite per engine (scripts/lib/engine-lock.mjs)', () => {
  let dir: string;
  let file: string;
  const started: Suite[] = [];
  const start = (options: { waitMs: number; staleMs?: number }) => {
    const s = suite(file, options);
    started.push(s);
    return s;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'engine-lock-'));
    file = path.join(dir, 'engine');
  });

  afterEach(async () => {
    for (const s of started.splice(0)) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('when a second suite starts while the first holds the engine, then it says whom it waits for and takes the engine only after the first released it', async () => {
    const first = start({ waitMs: 60_000 });
    await said(first, 'held');
    const second = start({ waitMs: 60_000 });
    await said(second, new RegExp(`^containers: another container suite holds the engine \\(pid ${first.child.pid} in .+ since \\d{4}-\\d\\d-\\d\\dT.+\\); waiting for it, at most 1 min$`));
    expect(second.lines).not.toContain('held');

    first.child.stdin.write('release\n');
    await said(first, 'released');
    await said(second, 'held');
    expect(await first.exited).toBe(0);
  });

  it('when the holder was killed, then the next suite takes the engine once the lock has gone stale', async () => {
    const killed = start({ waitMs: 60_000, staleMs: 2_000 });
    await said(killed, 'held');
    killed.child.kill('SIGKILL');
    await killed.exited;

    const next = start({ waitMs: 60_000, staleMs: 2_000 });
    await said(next, 'held');
    expect(next.lines.filter((l) => l.startsWith('error'))).toEqual([]);
  });

  it('when the engine stays held past the wait, then the suite fails and names the holder', async () => {
    const holder = start({ waitMs: 60_000 });
    await said(holder, 'held');
    const late = start({ waitMs: 300 });
    expect(await late.exited).toBe(1);
    expect(late.lines.at(-1)).toMatch(new RegExp(`^error: another container suite still holds the engine after 1 s \\(pid ${holder.child.pid} in .+\\)$`));
    expect(holder.lines).toEqual(['held']);
  });
});
