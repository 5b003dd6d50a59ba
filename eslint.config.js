// ESLint (flat config) with typescript-eslint's type-aware rules: `npm run lint` runs it, then
// `prettier --check`. Why these rules and not others: docs/decisions/0601-lint-and-format.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Built or generated: their sources are linted instead.
    ignores: [
      'dist/',
      'dist.*/',
      'client/dist/',
      'dashboard/build/',
      'dashboard/src/gql/',
      'rest-adapter/operations.generated.ts',
      'client/src/graphql/operations.ts',
      'bench/out/',
      'coverage/',
      '.cache/',
      'node_modules/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // Each file is checked with the tsconfig that compiles it (root, dashboard/, client/).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `any` is where the code meets untyped JSON (request bodies before zod, test responses):
      // tsc already keeps it from spreading, and the rules that follow every `any` value flag
      // hundreds of lines that are deliberate. The REST adapter is typed end to end (below).
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Real mistakes these catch: a promise nobody awaits or handles, an unused name.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Node callbacks and `void promise` mark a promise that is handled elsewhere on purpose.
      'no-void': 'off',
      // An async function without await is how a fake or an adapter meets a Promise-returning
      // interface (test doubles, ports); flagging each one teaches nothing.
      '@typescript-eslint/require-await': 'off',
      // Props and ports are declared with method syntax (`onSignOut(): void`) and passed around as
      // values; none of them uses `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The REST adapter reads GraphQL results through their generated types (decision 0610): no `any` there.
    files: ['rest-adapter/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    // Plain JavaScript (bin/, scripts/, this file): no tsconfig compiles it, so no type-aware rules.
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
  },
);
