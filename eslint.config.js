// Type-aware lint with the layer rules of DESIGN.md §2.9 enforced as import restrictions.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const rjsfOnlyInRenderer = {
  group: ['@rjsf/*'],
  message: 'Only src/renderer may import @rjsf/* (DESIGN.md §2.9).',
};
const noUpwardFromEngine = {
  group: ['react', 'react-dom', 'react/*', '**/renderer/**', '**/features/**', '**/app/**', '**/stores/**', 'mobx*'],
  message: 'src/engine is pure TypeScript: no React, renderer, features, app or stores.',
};
const noApp = { group: ['**/app/**', '**/app'], message: 'Only src/app composes the application; nothing imports it.' };
const noFeatures = { group: ['**/features/*/**'], message: 'Only src/app imports features.' };

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'test-results*/**', 'node_modules/**', 'src/generated/**', 'public/**', 'test-results/**', 'playwright-report/**', '.bench/**'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/engine/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [rjsfOnlyInRenderer, noUpwardFromEngine, noApp] }] },
  },
  {
    files: ['src/api/**', 'src/stores/**', 'src/i18n/**', 'src/mocks/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [rjsfOnlyInRenderer, noApp, noFeatures] }] },
  },
  {
    files: ['src/renderer/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp, noFeatures] }] },
  },
  {
    files: ['src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [rjsfOnlyInRenderer, noApp] }] },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [rjsfOnlyInRenderer] }] },
  },
  {
    files: ['tests/**', 'e2e/**', 'scripts/**', '*.config.ts', '*.config.js', 'providers/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
