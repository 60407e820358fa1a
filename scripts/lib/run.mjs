// Small helpers the root scripts share: run a command with inherited output, resolve repo paths.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

/**
 * Runs a command to completion with the terminal attached, or with its output written to `logFile`;
 * resolves with its exit code.
 */
export function run(command, args, { cwd = ROOT, env = process.env, label, logFile } = {}) {
  return new Promise((resolve) => {
    if (label) console.log(`\n> ${label}`);
    const log = logFile ? openSync(logFile, 'w') : undefined;
    const child = spawn(command, args, { cwd, env, stdio: log === undefined ? 'inherit' : ['ignore', log, log] });
    const done = (code) => {
      if (log !== undefined) closeSync(log);
      resolve(code);
    };
    child.on('error', (err) => {
      console.error(`${command}: ${err.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and exits this process with its code when it fails. */
export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${options?.label ?? command} failed (exit ${code})`);
    process.exit(code);
  }
}
