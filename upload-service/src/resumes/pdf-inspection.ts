import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A PDF read by a real parser, qpdf (Debian's `qpdf`, docs/decisions/uploads.md U2), not by scanning
 * its bytes: issue 25's probe hid `/OpenAction /S /JavaScript` behind a comment or a string ending in
 * `stream`, which a byte scanner took for the start of stream data and skipped. qpdf tokenises the
 * file as a PDF reader does, repairs a damaged cross-reference table the way readers do, decodes
 * `#xx` escapes in names, decrypts a file that opens without a password and expands the objects of
 * object streams; its JSON (v2) lists every object with its dictionary. Object streams that no
 * cross-reference stream names (which a repairing reader may still read) are decoded by qpdf too and
 * their objects parsed by qpdf in turn.
 */

/** Why a PDF is refused: its active content, or that it could not be read within the limits. */
export type PdfFinding =
  | { kind: 'active'; name: string }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'encrypted' }
  | { kind: 'too-large' };

/** PDF names that run something, open something or carry files: never needed by a CV. */
export const ACTIVE_PDF_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'RichMedia',
  'XFA',
]);

/** What qpdf may spend on one file: time, memory (prlimit, where the system has it) and output. */
export const QPDF_LIMITS = {
  timeoutMs: 15_000,
  cpuSeconds: 10,
  addressSpaceBytes: 1024 * 1024 * 1024,
  /** The JSON of a 3 MB PDF is a few MB; decoded object streams count here too (base64). */
  maxOutputBytes: 64 * 1024 * 1024,
} as const;

const PRLIMIT = '/usr/bin/prlimit';

class QpdfFailed extends Error {
  constructor(
    readonly code: number | string | null,
    readonly stderr: string,
    readonly limited: boolean,
  ) {
    super(`qpdf failed (${code}): ${stderr.slice(0, 300)}`);
  }
}

/** Runs qpdf with the limits; exit 0 or 3 (success with warnings: a repaired file) answers its stdout. */
function qpdf(args: string[]): Promise<string> {
  const limited = existsSync(PRLIMIT);
  const [command, argv] = limited
    ? [PRLIMIT, [`--as=${QPDF_LIMITS.addressSpaceBytes}`, `--cpu=${QPDF_LIMITS.cpuSeconds}`, 'qpdf', ...args]]
    : ['qpdf', args];
  return new Promise((resolve, reject) => {
    execFile(
      command,
      argv,
      { encoding: 'utf8', maxBuffer: QPDF_LIMITS.maxOutputBytes, timeout: QPDF_LIMITS.timeoutMs, killSignal: 'SIGKILL' },
      (err, stdout, stderr) => {
        if (!err) return resolve(stdout);
        const failure = err as Omit<NodeJS.ErrnoException, 'code'> & { code?: number | string; killed?: boolean; signal?: string | null };
        if (failure.code === 3) return resolve(stdout);
        if (failure.code === 'ENOENT') return reject(new Error('qpdf is not installed (Debian: apt-get install qpdf)'));
        // Killed (time-out, the CPU limit), out of memory, or more output than a CV can have.
        const overLimit =
          failure.killed === true ||
          failure.signal != null ||
          failure.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER' ||
          /bad_alloc|out of memory/i.test(stderr);
        reject(new QpdfFailed(failure.code ?? null, stderr, overLimit));
      },
    );
  });
}

/** Fails the start when qpdf cannot run here: every PDF resume would be refused. */
export async function assertQpdfAvailable(): Promise<string> {
  const version = await qpdf(['--version']);
  return version.split('\n')[0] ?? 'qpdf';
}

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
interface QpdfObject {
  value?: JsonValue;
  stream?: { dict?: Record<string, JsonValue>; data?: string };
}

/** A name (`/Name`) in qpdf's JSON v2; strings are `u:...` or `b:...`, references `N G R`. */
const nameOf = (value: JsonValue): string | undefined => (typeof value === 'string' && value.startsWith('/') ? value.slice(1) : undefined);

/**
 * The active name a parsed PDF value holds, among its keys and name values (iteratively: nesting
 * cannot overflow); the first in ACTIVE_PDF_NAMES' order when it holds several.
 */
function activeNameIn(root: JsonValue): string | undefined {
  const found = new Set<string>();
  const stack: JsonValue[] = [root];
  const note = (raw: string) => {
    const name = nameOf(raw);
    if (name !== undefined && ACTIVE_PDF_NAMES.has(name)) found.add(name);
  };
  while (stack.length > 0) {
    const value = stack.pop()!;
    if (Array.isArray(value)) stack.push(...value);
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        note(key);
        stack.push(inner);
      }
    } else if (typeof value === 'string') note(value);
  }
  return [...ACTIVE_PDF_NAMES].find((name) => found.has(name));
}

/** The objects of qpdf's JSON v2 (`--json-key=qpdf`): `obj:N G R` and `trailer`. */
function objectsOf(json: string): Record<string, QpdfObject> {
  const parsed = JSON.parse(json) as { qpdf?: [unknown, Record<string, QpdfObject>] };
  return parsed.qpdf?.[1] ?? {};
}

const objectNumber = (key: string): number | undefined => {
  const match = /^obj:(\d+) (\d+) R$/.exec(key);
  return match ? Number(match[1]) : undefined;
};

/**
 * The objects packed in a decoded object stream, written as a plain PDF for qpdf to parse: each
 * object where the stream's header puts it (PDF 32000 7.5.7: N pairs of object number and offset,
 * then the objects from /First on), and, whatever the header says, all of the stream's data as one
 * array, so a name cannot hide behind a wrong /First or offset.
 */
function unpackObjectStream(data: Buffer, dict: Record<string, JsonValue>): string {
  const text = data.toString('latin1');
  const count = typeof dict['/N'] === 'number' ? dict['/N'] : 0;
  const first = typeof dict['/First'] === 'number' ? dict['/First'] : 0;
  const header = text.slice(0, Math.min(first, text.length)).trim().split(/\s+/).slice(0, count * 2).map(Number);
  const parts: string[] = [];
  if (count > 0 && header.length === count * 2 && header.every((n) => Number.isInteger(n) && n >= 0)) {
    const body = text.slice(first);
    for (let i = 0; i < count; i += 1) {
      const from = header[i * 2 + 1]!;
      const to = i + 1 < count ? header[i * 2 + 3]! : body.length;
      parts.push(`${i + 1} 0 obj\n${body.slice(from, Math.max(from, to))}\nendobj\n`);
    }
  }
  const all = parts.length + 1;
  parts.push(`${all} 0 obj\n[\n${text}\n]\nendobj\n`);
  // qpdf reads nothing without a catalog: an empty one after the packed objects.
  const root = all + 1;
  parts.push(`${root} 0 obj\n<< /Type /Catalog /Pages ${root + 1} 0 R >>\nendobj\n${root + 1} 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n`);
  return `%PDF-1.7\n${parts.join('')}trailer\n<< /Root ${root} 0 R >>\n%%EOF\n`;
}

async function inspectWith(dir: string, file: string): Promise<PdfFinding | null> {
  const common = ['--json=2', '--json-key=qpdf'];
  const objects = objectsOf(await qpdf([...common, '--json-stream-data=none', file, '-']));
  const packed: string[] = [];
  for (const [key, object] of Object.entries(objects)) {
    const found = activeNameIn(object.value ?? object.stream?.dict ?? null);
    if (found) return { kind: 'active', name: found };
    if (object.stream?.dict && nameOf(object.stream.dict['/Type'] ?? null) === 'ObjStm') packed.push(key);
  }
  if (packed.length === 0) return null;
  // Object streams: qpdf decodes them (every filter it knows, chains included), then parses what they pack.
  const numbers = packed.map(objectNumber).filter((n): n is number => n !== undefined);
  const decoded = objectsOf(
    await qpdf([...common, '--json-stream-data=inline', '--decode-level=generalized', ...numbers.map((n) => `--json-object=${n}`), file, '-']),
  );
  let index = 0;
  for (const object of Object.values(decoded)) {
    const data = object.stream?.data;
    const dict = object.stream?.dict;
    if (data === undefined || !dict || nameOf(dict['/Type'] ?? null) !== 'ObjStm') continue;
    const pdf = unpackObjectStream(Buffer.from(data, 'base64'), dict);
    const unpacked = path.join(dir, `objstm-${(index += 1)}.pdf`);
    await writeFile(unpacked, pdf, 'latin1');
    for (const inner of Object.values(objectsOf(await qpdf([...common, '--json-stream-data=none', unpacked, '-'])))) {
      const found = activeNameIn(inner.value ?? inner.stream?.dict ?? null);
      if (found) return { kind: 'active', name: found };
    }
  }
  return null;
}

/**
 * Null when the PDF holds none of ACTIVE_PDF_NAMES (as a key or a name value, in any object,
 * object streams included); else what was found, or why it could not be read (qpdf cannot parse it,
 * it needs a password, or reading it passed the time, memory or output limits).
 */
export async function inspectPdf(bytes: Buffer): Promise<PdfFinding | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resume-pdf-'));
  try {
    const file = path.join(dir, 'resume.pdf');
    await writeFile(file, bytes, { mode: 0o600 });
    return await inspectWith(dir, file);
  } catch (err) {
    if (!(err instanceof QpdfFailed)) throw err;
    if (err.limited) return { kind: 'too-large' };
    if (/password/i.test(err.stderr)) return { kind: 'encrypted' };
    return { kind: 'unreadable', reason: err.stderr.split('\n')[0] ?? 'qpdf could not read it' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
