// ESLint for the whole monorepo: `npm run lint` runs it (then `prettier --check`); README, "Tests".
// CommonJS: the root package.json has no "type": "module", and this file should not need one.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const globals = require('globals');
const { defineConfig, globalIgnores } = require('eslint/config');

/** `_` marks a parameter, binding or destructured-away field that is unused on purpose. */
const unusedVars = [
  'error',
  { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
];

module.exports = defineConfig(
  globalIgnores([
    // Build output and tool caches (as in .gitignore).
    '**/node_modules/',
    '**/dist/',
    'packages/storefront/build/',
    '**/.react-router/',
    '**/.turbo/',
    '**/.cache/',
    'storybook-static/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    // Printed by generators (json-schema-to-typescript and packages/blocks/scripts/write-generated.mjs); a blocks
    // test keeps them fresh, so a lint fix here would be undone by the next generation.
    'packages/blocks/src/shared/generated/',
    // Third-party samples kept verbatim as fixtures.
    'test-fixtures/',
    'packages/sandbox/test-fixtures/',
  ]),
  {
    // A stale `eslint-disable` hides nothing and misleads the reader: fail on it.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  // Not type-aware (recommendedTypeChecked): that builds every package's TypeScript program again, after the type
  // check stage did; the plain rules already take ~45 CPU-seconds, the compiler checks below ~45 more.
  tseslint.configs.recommended,
  {
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': unusedVars,
      // A `let` that a closure reads before its one assignment (a timer, a service wired after its database) cannot
      // be const without reordering the code around it.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Node scripts, configs and the Express server.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['eslint.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read loosely typed JSON (wire payloads, fixtures) and poke at internals; `any` there costs no safety.
    files: ['**/*.test.{ts,tsx,mts}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures must destructure their first argument, as `{}` when they use no other fixture.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The React Compiler's checks (eslint-plugin-react-hooks 7). They compile each file, so they run only where
    // components and hooks live: .tsx files and use*.ts hook modules.
    files: ['**/*.tsx', '**/use[A-Z]*.ts'],
    rules: {
      // Each is a real bug in React without the compiler too (clean today; kept so it stays so).
      'react-hooks/static-components': 'error',
      'react-hooks/use-memo': 'error',
      'react-hooks/void-use-memo': 'error',
      'react-hooks/component-hook-factories': 'error',
      'react-hooks/immutability': 'error',
      'react-hooks/globals': 'error',
      'react-hooks/set-state-in-render': 'error',
      'react-hooks/error-boundaries': 'error',
      'react-hooks/purity': 'error',
      'react-hooks/unsupported-syntax': 'error',
      // Off: flags the latest-value ref (`ref.current = prop` in render) and callback refs passed to cloneElement,
      // both deliberate here; they only break under the React Compiler, which this project does not use.
      'react-hooks/refs': 'off',
      // Off: the islands set client-only state (frame, media query, storage, hydrated) in a mount effect on purpose,
      // so server and first client render match; the rule's cost is one extra render, not a bug.
      'react-hooks/set-state-in-effect': 'off',
      // Off: reports where the React Compiler would skip optimising (manual memo, react-hook-form); no compiler here.
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
