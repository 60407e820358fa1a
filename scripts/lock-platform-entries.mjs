// Keeps package-lock.json acceptable to `npm ci` on this workplace's registry mirror, which does not
// serve the macOS/Windows/other-arch binaries of some packages (@swc/core, unrs-resolver). npm then
// leaves their entries out of the lock when it rewrites it, and `npm ci` fails with
// "Missing: <pkg>@ from lock file". This adds the platform-only entries back (never fetched on
// Linux x64, they only describe the platform). Idempotent: prints what it added, 0 when nothing.
//   node scripts/lock-platform-entries.mjs [package-lock.json]
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OSES = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

/** os/cpu/libc from a binary package's name, e.g. @swc/core-linux-arm64-musl; undefined if not one. */
function platformOf(name) {
  const tail = name.split('/').pop();
  const parts = tail.split('-');
  const os = OSES.find((o) => parts.includes(o));
  const cpu = CPUS.find((c) => parts.includes(c));
  if (!os || !cpu) return undefined;
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : os === 'linux' ? 'glibc' : undefined;
  return { os, cpu, libc };
}

/** Node's resolution from a lock path: the nearest node_modules/<dep> up the tree. */
function resolves(fromPath, dep) {
  let base = fromPath;
  for (;;) {
    if (`${base ? `${base}/` : ''}node_modules/${dep}` in packages) return true;
    const at = base.lastIndexOf('/node_modules/');
    if (at < 0) return base === '' ? false : `node_modules/${dep}` in packages;
    base = base.slice(0, at);
  }
}

const added = {};
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolves(path, dep)) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const key = `node_modules/${dep}`;
    if (key in packages || key in added) continue;
    added[key] = {
      version,
      cpu: [platform.cpu],
      ...(meta.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
  }
}

const names = Object.keys(added).sort();
if (names.length) {
  const result = {};
  const pending = [...names];
  for (const [key, value] of Object.entries(packages)) {
    while (pending.length && key.startsWith('node_modules/') && pending[0] < key) result[pending[0]] = added[pending.shift()];
    result[key] = value;
  }
  for (const key of pending) result[key] = added[key];
  lock.packages = result;
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`lock-platform-entries: added ${names.length}${names.length ? `: ${names.map((n) => n.slice(13)).join(', ')}` : ''}`);
