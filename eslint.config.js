// ESLint for the program (src/: typescript-eslint's type-checked rules) and its tests and scripts
// (the rules that need no types). Run by `npm run lint`, which `npm test` runs first.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test/fixtures/**', 'examples/**'] },
  {
    files: ['src/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Unused names are the compiler's job (noUnusedLocals, noUnusedParameters); `_`-names mark the deliberate ones.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // A template literal of a number is how the writers print integers.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // The readers and writers look for control characters on purpose (NUL, C0 controls in XML and PBN text).
      'no-control-regex': 'off',
      // The compiler's noUncheckedIndexedAccess needs assertions that this rule's type service does not see.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // The I/O seams are async by contract, also where one implementation needs no await.
      '@typescript-eslint/require-await': 'off',
      // `ok && f()` and `c ? f() : g()` as statements, in the tokenizers' hot loops.
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['test/**/*.ts', 'scripts/**/*.mjs', 'scripts/**/*.ts', '*.js', '*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
        structuredClone: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        AbortController: 'readonly',
        fetch: 'readonly',
        queueMicrotask: 'readonly',
        setImmediate: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
    },
  },
);
