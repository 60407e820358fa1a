// One lint config for the monorepo: typescript-eslint's recommended rules everywhere, React hooks
// rules for the frontend, eslint-plugin-astro's recommended rules for the .astro pages, and the
// import boundaries (no cycles; who may import whom, drawn in docs/architecture.md). Type checking
// itself is `npm run typecheck` (tsc, and `astro check` for the .astro files).
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const astro = require('eslint-plugin-astro');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const { defineConfig, globalIgnores } = require('eslint/config');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const tseslint = require('typescript-eslint');

const SERVICES = ['gateway', 'content-service', 'auth-service', 'forms-service', 'upload-service', 'worker'];
// Every top-level workspace that is not a shared package: none of them may be imported by another.
const APPS = [...SERVICES, 'frontend', 'e2e', 'bench'];

const FRONTEND = 'frontend/src';
const FEATURES = fs
  .readdirSync(path.join(__dirname, FRONTEND, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['components', 'config', 'lib', 'content', 'styles'].map((dir) => `./${FRONTEND}/${dir}`);

// The frontend's one-way rule: app -> features -> shared code, never back.
const FRONTEND_ZONES = 'error';

const appZones = APPS.map((app) => ({
  target: `./${app}`,
  from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'A workspace imports the shared packages (@site/*) only, never another app or service.',
}));
const packageZone = {
  target: './packages',
  from: APPS.map((app) => `./${app}`),
  message: 'Shared packages never import an app or a service.',
};
const frontendZones = [
  ...FEATURES.map((feature) => ({
    target: `./${FRONTEND}/features/${feature}`,
    from: `./${FRONTEND}/features`,
    except: [`./${feature}`],
    message: 'A feature uses shared code (components, config, lib, content, styles), never another feature.',
  })),
  {
    target: `./${FRONTEND}/features`,
    from: `./${FRONTEND}/app`,
    message: 'A feature never imports the app shell; the app composes features.',
  },
  {
    target: SHARED,
    from: [`./${FRONTEND}/app`, `./${FRONTEND}/features`],
    message: 'Shared code (components, config, lib, content, styles) never imports the app or a feature.',
  },
];
const withoutKey = (object, key) =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
const workspaceZones = [...appZones, packageZone];
const restrictedPaths = (severity, zones) => [severity, { basePath: __dirname, zones }];

module.exports = defineConfig([
  globalIgnores([
    '**/dist/',
    '**/build/',
    '**/build-ssr/',
    '**/build-admin/',
    '**/.astro/',
    '**/node_modules/',
    '**/coverage/',
    '.local/',
    'e2e/artifacts/',
    'bench/results/',
    // Deliberate violations, linted only by scripts/lint-boundaries.test.ts.
    'scripts/lint-fixtures/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  // After typescript-eslint: its parser reads the frontmatter and the <script> tags, inside Astro's.
  astro.configs['flat/recommended'],
  {
    rules: {
      // Unused parameters and bindings are allowed only when named to say so (Express error handlers),
      // and rest siblings, which is how a key is left out of an object copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Scripts and configs run in Node.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The repo's .js configs (jest, eslint) are CommonJS by design: the root package has no "type".
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Boundaries. The resolver reads the tsconfig paths (@site/*, the frontend's @/*) so that an
    // aliased import is judged by the file it reaches.
    files: ['**/*.{ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (which files it parses to follow a cycle), with the resolver
      // below in place of its default one.
      ...withoutKey(importX.flatConfigs.typescript.settings, 'import-x/resolver'),
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            path.join(__dirname, 'tsconfig.tests.json'),
            path.join(__dirname, 'frontend/tsconfig.json'),
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': restrictedPaths('error', workspaceZones),
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx,astro}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(FRONTEND_ZONES, [...workspaceZones, ...frontendZones]),
    },
  },
]);
