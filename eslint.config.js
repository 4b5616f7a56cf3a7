// Lint: TypeScript's recommended rules plus the architecture's boundaries (docs/design.md, Layout):
// the storefront only speaks GraphQL, the backend knows nothing of the storefront nor of the server
// that hosts it (src/server composes the backend, never the other way), and rules/ is pure (no I/O,
// no React).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const commerce = { group: ['**/commerce/**', '**/commerce'], message: 'The storefront speaks to the backend only through GraphQL.' };
const storefront = { group: ['**/storefront/**', '**/storefront', '~/*'], message: 'The backend must not depend on the storefront.' };
// Relative paths into src/server only: package subpaths such as react-dom/server are not ours.
const server = { regex: '^(\\.{1,2}/)+(src/)?server(/|$)', message: 'The backend must not depend on the server: settings it needs live in src/commerce/config.ts.' };
// A module is used through its face, modules/<name>/index.ts (graphql/ also assembles the modules'
// resolvers.ts); its other files are its own. Test kits (*Support.ts) are test code, outside faces.
const faceMessage = "Import another module through its index.ts: its other files are its own.";
const moduleInternals = { regex: '(^|/)modules/[^/]+/(?!index\\.ts$)(?!.*Support\\.ts$).+', message: faceMessage };
const moduleInternalsButResolvers = { regex: '(^|/)modules/[^/]+/(?!index\\.ts$)(?!resolvers\\.ts$)(?!.*Support\\.ts$).+', message: faceMessage };
const otherModuleInternals = { regex: '^\\.\\./(?!\\.)[^/]+/(?!index\\.ts$)(?!.*Support\\.ts$).+', message: faceMessage };

export default tseslint.config(
  { ignores: ['build/**', 'node_modules/**', '.react-router/**', 'var/**', 'scratch/**', 'coverage/**', 'e2e/screenshots/**', 'src/storefront/public/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/storefront/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [commerce] }] },
  },
  {
    files: ['src/commerce/**/*.ts'],
    ignores: ['src/commerce/modules/**', 'src/commerce/graphql/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [storefront, server, moduleInternals] }] },
  },
  {
    files: ['src/commerce/graphql/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [storefront, server, moduleInternalsButResolvers] }] },
  },
  {
    files: ['src/commerce/modules/**/*.ts'],
    ignores: ['**/*Support.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [storefront, server, otherModuleInternals] }] },
  },
  {
    files: ['src/server/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals] }] },
  },
  {
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [commerce, storefront, { group: ['node:*', 'react', 'react-dom', 'pg', '@electric-sql/*', 'drizzle-orm*'], message: 'rules/ is pure TypeScript shared by both halves: no I/O, no React.' }],
        },
      ],
    },
  },
  {
    // Test kits live in test/kits: production code never loads vitest nor a test's helpers.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration[source.value=/^vitest|(^|\\/)test\\//]', message: 'Production code must not import vitest or test/: test kits live in test/kits.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
