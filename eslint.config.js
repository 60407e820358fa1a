// One lint config for the monorepo: typescript-eslint's recommended rules everywhere, React hooks
// rules for the frontend. Type checking itself is `npm run typecheck`.
const js = require('@eslint/js');
const { defineConfig, globalIgnores } = require('eslint/config');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const tseslint = require('typescript-eslint');

module.exports = defineConfig([
  globalIgnores(['**/dist/', '**/build/', '**/build-ssr/', '**/build-admin/', '**/.astro/', '**/node_modules/', '**/coverage/', '.local/', 'e2e/artifacts/', 'bench/results/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // Unused parameters and bindings are allowed only when named to say so (Express error handlers),
      // and rest siblings, which is how a key is left out of an object copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
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
]);
