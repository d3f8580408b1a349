// ESLint (flat config): JavaScript and TypeScript recommended rules, React's
// rules of hooks, and jsx-a11y for what a screen reader or keyboard user meets.
// Formatting is Prettier's job (.prettierrc.json), so no style rules here.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  // *.build-<hash>.mjs: Vike's bundles of its + files, written beside them for a moment during a build.
  {
    ignores: ['dist/', 'src/generated/', '.netlify/', '.tmp/', 'test-results/', 'playwright-report/', 'node_modules/', '**/*.build-*.mjs'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `catch {}` is how a best-effort step (killing a finished process, decoding an optional part) says so.
      'no-empty': ['error', { allowEmptyCatch: true }],
      // `_`-prefixed names are deliberately unused (a parameter a signature requires).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{src,admin}/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['{src,admin}/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
)
