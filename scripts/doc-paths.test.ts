import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The docs name files of the tree (`gateway/src/app.ts`, [the decisions](docs/decisions.md)); a
// rename or a deletion leaves them pointing nowhere. This reads every doc, picks the references that
// are repo paths, and lists those the tree does not hold.
const ROOT = path.resolve(__dirname, '..');

/** Names in the docs that look like paths but are not repo paths, each with the reason. */
const NOT_REPO_PATHS = new Map<string, string>([
  ['word/document.xml', 'a part inside a DOCX archive, which upload-service checks'],
]);

interface Reference {
  doc: string;
  line: number;
  text: string;
  /** Candidate repo paths (relative to the root) that would make the reference true. */
  candidates: string[];
  /** A path that does not start at the root or the doc: true when it ends a path of the tree. */
  partial?: string;
}

/** The tree: tracked files, and files that are new but not ignored (a doc may land with them). */
function listTree(): Set<string> {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Set(out.split('\0').filter(Boolean));
}

/** A file of the tree, or a directory holding one (a path may end in a slash). */
function inTree(tree: Set<string>, repoPath: string): boolean {
  const clean = repoPath.replace(/\/+$/, '');
  if (clean === '' || clean === '.') return true;
  if (tree.has(clean)) return true;
  const dir = `${clean}/`;
  for (const file of tree) if (file.startsWith(dir)) return true;
  return false;
}

/**
 * A partial path (`proxy/upstream-proxy.ts` in the gateway's decisions, `src/config.ts` of every
 * service) holds when some file of the tree ends with it, or some directory does.
 */
function endsATreePath(tree: Set<string>, partial: string): boolean {
  const clean = partial.replace(/\/+$/, '');
  for (const file of tree) {
    const rooted = `/${file}`;
    if (rooted.endsWith(`/${clean}`) || rooted.includes(`/${clean}/`)) return true;
  }
  return false;
}

/** A glob names a path when the directory before its first wildcard is in the tree. */
const beforeWildcard = (repoPath: string): string => {
  const at = repoPath.search(/[*?]/);
  return at < 0 ? repoPath : repoPath.slice(0, repoPath.lastIndexOf('/', at) + 1);
};

/** Top-level directories of the tree: `frontend/`, `docs/`, `.ci/`, ... */
const topLevelDirs = (tree: Set<string>): Set<string> =>
  new Set([...tree].filter((file) => file.includes('/')).map((file) => file.slice(0, file.indexOf('/'))));

const FILE_EXTENSION = /\.[A-Za-z][A-Za-z0-9]{0,5}$/;

/**
 * A word of inline code that is a repo path: relative (an absolute path is the machine's or a
 * container's, and `/api/...` is a URL), no scheme, port or placeholder, and either a path with a
 * file extension or one that starts with a top-level directory of the repo.
 */
function asRepoPath(word: string, topLevel: Set<string>): string | undefined {
  const token = word
    .replace(/^[("'[]+|[)"'\],;.]+$/g, '')
    .replace(/:\d+(-\d+)?$/, '') // file.ts:12
    .replace(/#.*$/, '');
  if (!token.includes('/') || token.startsWith('/') || token.startsWith('-') || token.startsWith('@')) return undefined;
  // A quoted word is a string of code (`'../support'` is a module specifier), not a path of the docs.
  if (/^['"]/.test(word)) return undefined;
  if (/[:<>{}()$=|`]|\.\.\.|\s/.test(token)) return undefined;
  if (token.startsWith('./') || token.startsWith('../')) return token;
  const first = token.slice(0, token.indexOf('/'));
  if (topLevel.has(first)) return token;
  const last = token.slice(token.lastIndexOf('/') + 1);
  if (FILE_EXTENSION.test(last)) return token;
  return undefined;
}

/** The path a link's target names, or undefined for a URL, an address or an anchor on the page. */
function linkTarget(target: string): string | undefined {
  const href = target.trim().replace(/\s+"[^"]*"$/, '');
  if (href === '' || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
  return decodeURI(href.replace(/[#?].*$/, ''));
}

/**
 * Every repo-path reference of one doc, outside fenced code blocks and superseded records: a record
 * whose heading says "superseded", or from a line that starts with "*Superseded" to the next
 * heading, describes the tree of its day.
 */
function referencesOf(doc: string, markdown: string, topLevel: Set<string>): Reference[] {
  const docDir = path.posix.dirname(doc);
  const fromDoc = (p: string) => path.posix.normalize(path.posix.join(docDir, p));
  const references: Reference[] = [];
  let fenced = false;
  let superseded = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    if (/^#{1,6}\s/.test(text)) superseded = /\bsuperseded\b/i.test(text);
    if (/^\*?superseded\b/i.test(text)) superseded = true;
    if (superseded) return;
    const line = index + 1;
    for (const [, target] of text.matchAll(/\]\(([^)\s]+(?:\s+"[^"]*")?)\)/g)) {
      const href = linkTarget(target ?? '');
      if (href === undefined) continue;
      const candidates = href.startsWith('/') ? [href.slice(1)] : [fromDoc(href)];
      references.push({ doc, line, text: target ?? '', candidates });
    }
    for (const [, code] of text.replace(/\]\([^)]*\)/g, ']').matchAll(/`([^`]+)`/g)) {
      for (const word of (code ?? '').split(/\s+/)) {
        if (NOT_REPO_PATHS.has(word)) continue;
        const repoPath = asRepoPath(word, topLevel);
        if (repoPath === undefined) continue;
        // Written from the root (`gateway/src/app.ts`), from the doc (a workspace's README), or
        // from inside a workspace (`proxy/target-pool.ts`).
        const candidates = [path.posix.normalize(repoPath), fromDoc(repoPath)];
        const anchored = repoPath.startsWith('.') || topLevel.has(repoPath.slice(0, repoPath.indexOf('/')));
        references.push({ doc, line, text: word, candidates, ...(anchored ? {} : { partial: repoPath }) });
      }
    }
  });
  return references;
}

/** The references whose every reading names nothing in the tree (or only ignored, generated files). */
function missingReferences(references: Reference[], tree: Set<string>, ignored: (p: string) => boolean): string[] {
  return references
    .filter(
      ({ candidates, partial }) =>
        candidates.every((candidate) => !inTree(tree, beforeWildcard(candidate)) && !ignored(candidate)) &&
        (partial === undefined || !endsATreePath(tree, beforeWildcard(partial))),
    )
    .map(({ doc, line, text }) => `${doc}:${line}: ${text}`);
}

/** Paths git ignores: build output and run-time state (`frontend/dist/...`, `.local/keys/...`). */
function ignoredBy(candidates: string[]): (p: string) => boolean {
  // Asked as a directory too: `dist/` ignores `frontend/dist` only when git knows it is one.
  const inside = candidates
    .filter((candidate) => !candidate.startsWith('../'))
    .flatMap((candidate) => [candidate, `${candidate.replace(/\/+$/, '')}/`]);
  if (inside.length === 0) return () => false;
  let out: string;
  try {
    out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: ROOT,
      input: inside.join('\n'),
      encoding: 'utf8',
    });
  } catch (error) {
    // Exit 1: none of them is ignored.
    out = (error as { stdout?: string }).stdout ?? '';
  }
  const ignored = new Set(out.split('\n').filter(Boolean));
  return (p) => ignored.has(p) || ignored.has(`${p.replace(/\/+$/, '')}/`);
}

const workspaces = (): string[] =>
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

function markdownUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.posix.join(path.relative(ROOT, entry.parentPath).split(path.sep).join('/'), entry.name));
}

/** README.md, every workspace's README.md (and deploy's), docs/**\/*.md. */
function docs(tree: Set<string>): string[] {
  const readmes = ['README.md', ...[...workspaces(), 'deploy'].map((dir) => `${dir}/README.md`)];
  return [...readmes.filter((doc) => tree.has(doc)), ...markdownUnder('docs')];
}

describe('paths named in the docs', () => {
  const tree = listTree();
  const topLevel = topLevelDirs(tree);

  it('when a doc names a file in inline code or links to one that is not in the tree, then it is reported with its line, unless in a fence or a superseded record', () => {
    const doc = [
      'The gateway starts in `gateway/src/main.ts` and reads `gateway/src/no-such-file.ts`.',
      'See [the decisions](decisions.md), [a lost record](decisions/gone.md) and [home](../README.md#services).',
      '`src/config.ts` ends a path of the tree, `src/no-such-module.ts` none; `packages/nowhere/` is gone, `docs/` is not.',
      '```sh',
      'node scripts/not-checked-in-a-fence.mjs',
      '```',
      '### X1 (superseded by X2). The old way',
      'It lived in `gateway/src/render/old.ts`.',
      '### X2. The new way',
      '*Superseded (2026-11-27): see X3.* The record as decided: `gateway/src/render/older.ts`.',
      '### X3. The current way, in `gateway/src/gone.ts`',
    ].join('\n');
    const references = referencesOf('docs/probe.md', doc, topLevel);
    expect(missingReferences(references, tree, () => false)).toEqual([
      'docs/probe.md:1: gateway/src/no-such-file.ts',
      'docs/probe.md:2: decisions/gone.md',
      'docs/probe.md:3: src/no-such-module.ts',
      'docs/probe.md:3: packages/nowhere/',
      'docs/probe.md:11: gateway/src/gone.ts',
    ]);
    // In a workspace's README, a path is read from the workspace too.
    expect(missingReferences(referencesOf('gateway/README.md', '`src/config.ts`', topLevel), tree, () => false)).toEqual([]);
  });

  it('when inline code holds a URL path, a machine path, a package name, a MIME type or a placeholder, then it is not read as a repo path', () => {
    const words = [
      '/api/categories',
      '/run/dkim/private.pem',
      '/usr/bin/chromium',
      '@site/contracts',
      'application/json',
      'http://127.0.0.1:4007/metrics',
      'deploy/<name>.conf',
      'KEY=docs/x.md',
    ];
    expect(words.map((word) => asRepoPath(word, topLevel))).toEqual(words.map(() => undefined));
    expect(['frontend/src', 'e2e/specs', 'a/b.ts:12', './x.md'].map((word) => asRepoPath(word, topLevel))).toEqual([
      'frontend/src',
      'e2e/specs',
      'a/b.ts',
      './x.md',
    ]);
  });

  it('when every doc is read, then every repo path it names is in the tree', () => {
    const references = docs(tree).flatMap((doc) =>
      referencesOf(doc, readFileSync(path.join(ROOT, doc), 'utf8'), topLevel),
    );
    expect(references.length).toBeGreaterThan(100);
    const ignored = ignoredBy([...new Set(references.flatMap(({ candidates }) => candidates))]);
    expect(missingReferences(references, tree, ignored)).toEqual([]);
  });
});
