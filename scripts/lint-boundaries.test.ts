import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The boundaries in eslint.config.js, proven on the real config through ESLint's Node API: a probe
// is linted as if it sat at a given place in the tree, importing files that exist there.
const repoRoot = path.resolve(__dirname, '..');
const ZONE = 'import-x/no-restricted-paths';
const ERROR = 2;

const WORKSPACE_RULE =
  'A workspace imports the shared packages (@site/*) only, never another app or service.';
const PACKAGE_RULE = 'Shared packages never import an app or a service.';
const FEATURE_RULE =
  'A feature uses shared code (components, config, lib, content, styles), never another feature.';
const APP_RULE = 'A feature never imports the app shell; the app composes features.';
const SHARED_RULE =
  'Shared code (components, config, lib, content, styles) never imports the app or a feature.';

const PROBES: Record<string, string[]> = {
  'gateway/src/probe.ts': ['../../content-service/src/config'],
  'worker/test/probe.test.ts': ['../../forms-service/src/config'],
  'e2e/specs/probe.spec.ts': ['../../gateway/src/config'],
  'packages/contracts/src/probe.ts': ['../../../worker/src/config'],
  'gateway/test/probe.test.ts': ['@site/contracts', '@site/service-kit', '../src/config'],
  'frontend/src/features/blog/probe.ts': ['@/features/forms/contact-form', '@/app/routes/admin-home'],
  'frontend/src/components/layout/probe.ts': ['@/features/forms/contact-form', '@/app/routes/admin-home'],
  'frontend/src/app/probe.ts': ['@/features/forms/contact-form', '@/config/site'],
  'frontend/src/features/forms/probe.ts': ['@/config/site', '@site/contracts', './contact-form'],
};

// An .astro component is linted like the TypeScript around it (eslint-plugin-astro's parser hands its
// frontmatter and <script> to typescript-eslint): the boundaries, the TypeScript rules, Astro's own.
const ASTRO_PROBE = 'frontend/src/components/enhance/probe.astro';
const ASTRO_CODE = [
  '---',
  "import { ContactForm } from '@/features/forms/contact-form';",
  '---',
  "<div set:html={'<b>a</b>'} set:text={'b'} />",
  "<script>import '@/app/routes/admin-home';</script>",
  '',
].join('\n');

interface Message {
  ruleId: string | null;
  severity: number;
  message: string;
}
interface Report {
  file: string;
  messages: Message[];
}
interface Reply {
  texts: Report[];
  files: Report[];
  settings: number[];
}

let reply: Reply;

beforeAll(() => {
  const request = {
    texts: [
      ...Object.entries(PROBES).map(([filePath, sources]) => ({
        filePath,
        code: sources.map((source) => `import '${source}';\n`).join(''),
      })),
      { filePath: ASTRO_PROBE, code: ASTRO_CODE },
    ],
    files: ['scripts/lint-fixtures/cycle/*.ts'],
    settings: [{ filePath: 'frontend/src/app/probe.ts', ruleId: ZONE }],
  };
  const child = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/lib/eslint-probe.mjs')], {
    cwd: repoRoot,
    input: JSON.stringify(request),
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`eslint-probe failed: ${child.stderr}`);
  reply = JSON.parse(child.stdout) as Reply;
}, 120_000);

const messagesOf = (file: string): Message[] | undefined =>
  reply.texts.find((report) => report.file === file)?.messages;

const crossing = (source: string, rule: string, severity = ERROR): Message => ({
  ruleId: ZONE,
  severity,
  message: `Unexpected path "${source}" imported in restricted zone. ${rule}`,
});

/** The frontend zones' severity as configured (FRONTEND_ZONES): an error since the last crossing was fixed. */
const frontendSeverity = (): number => reply.settings[0] ?? 0;

describe('import boundaries', () => {
  it('when a service imports another service, then the lint fails on that import', () => {
    expect(messagesOf('gateway/src/probe.ts')).toEqual([
      crossing('../../content-service/src/config', WORKSPACE_RULE),
    ]);
  });

  it("when a service's test imports another service, then the lint fails on that import", () => {
    expect(messagesOf('worker/test/probe.test.ts')).toEqual([
      crossing('../../forms-service/src/config', WORKSPACE_RULE),
    ]);
  });

  it('when an e2e spec or a shared package imports a service, then the lint fails on that import', () => {
    expect(messagesOf('e2e/specs/probe.spec.ts')).toEqual([
      crossing('../../gateway/src/config', WORKSPACE_RULE),
    ]);
    expect(messagesOf('packages/contracts/src/probe.ts')).toEqual([
      crossing('../../../worker/src/config', PACKAGE_RULE),
    ]);
  });

  it('when a service imports the shared packages and its own files, then the lint reports nothing', () => {
    expect(messagesOf('gateway/test/probe.test.ts')).toEqual([]);
  });

  it('when a feature imports another feature or the app, then the lint reports both imports', () => {
    expect(frontendSeverity()).toBeGreaterThan(0);
    expect(messagesOf('frontend/src/features/blog/probe.ts')).toEqual([
      crossing('@/features/forms/contact-form', FEATURE_RULE, frontendSeverity()),
      crossing('@/app/routes/admin-home', APP_RULE, frontendSeverity()),
    ]);
  });

  it('when shared code imports a feature or the app, then the lint reports both imports', () => {
    expect(messagesOf('frontend/src/components/layout/probe.ts')).toEqual([
      crossing('@/features/forms/contact-form', SHARED_RULE, frontendSeverity()),
      crossing('@/app/routes/admin-home', SHARED_RULE, frontendSeverity()),
    ]);
  });

  it('when the app imports a feature and a feature imports shared code and its own files, then the lint reports nothing', () => {
    expect(messagesOf('frontend/src/app/probe.ts')).toEqual([]);
    expect(messagesOf('frontend/src/features/forms/probe.ts')).toEqual([]);
  });

  it('when an .astro component imports a feature or the app, leaves an import unused or sets both set:html and set:text, then the lint reports each', () => {
    expect(messagesOf(ASTRO_PROBE)).toEqual([
      {
        ruleId: '@typescript-eslint/no-unused-vars',
        severity: ERROR,
        message: "'ContactForm' is defined but never used. Allowed unused vars must match /^_/u.",
      },
      crossing('@/features/forms/contact-form', SHARED_RULE),
      { ruleId: 'astro/no-conflict-set-directives', severity: ERROR, message: "'set:html' conflicts with 'set:text'." },
      { ruleId: 'astro/no-conflict-set-directives', severity: ERROR, message: "'set:text' conflicts with 'set:html'." },
      crossing('@/app/routes/admin-home', SHARED_RULE),
    ]);
  });

  it('when two files import each other, then the lint fails on both with no-cycle', () => {
    const cycle = { ruleId: 'import-x/no-cycle', severity: ERROR, message: 'Dependency cycle detected' };
    expect(reply.files).toEqual([
      { file: 'scripts/lint-fixtures/cycle/ping.ts', messages: [cycle] },
      { file: 'scripts/lint-fixtures/cycle/pong.ts', messages: [cycle] },
    ]);
  });
});
