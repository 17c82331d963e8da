// Type-aware lint with the layer rules of DESIGN.md §2.9 enforced as import restrictions.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// one lint zone per feature (DESIGN §2.9): a feature imports no other feature; what two need moves down a layer
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** One zone per feature: from src/features/<feature>/, `../<other>/…` or a path back into src/features is another feature. */
const featureZone = (feature) => ({
  files: [`src/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          rjsfOnlyInRenderer,
          noApp,
          {
            regex: '^\\.\\./(?!\\.\\.(/|$)|flow-implementation-names$)|/features/',
            message: `Features do not import each other: move what "${feature}" needs from another feature down to src/ui, src/bridge, src/stores or src/engine (DESIGN §2.9).`,
          },
        ],
      },
    ],
  },
});

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
const bridgeOnly = "Only src/bridge listens for 'message' (openChannel: origin allow-list, source, nonce, precompiled schema).";
const onlyTheBridgeListens = [
  { selector: "CallExpression[callee.property.name=/^(add|remove)EventListener$/][arguments.0.value='message']", message: bridgeOnly },
  { selector: "CallExpression[callee.property.name=/^(add|remove)EventListener$/][arguments.0.quasis.0.value.raw='message']", message: bridgeOnly },
  { selector: "AssignmentExpression[left.property.name='onmessage']", message: bridgeOnly },
];
const neverPostToAnyOrigin = { selector: "CallExpression[callee.property.name='postMessage'][arguments.1.value='*']", message: "Never post to '*': name the provider origin." };

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'test-results*/**', 'node_modules/**', 'src/generated/**', 'public/**', 'mock-worker/**', 'test-results/**', 'playwright-report/**', '.bench/**'] },
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
  ...FEATURES.map(featureZone),
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
    // the provider bridge (DESIGN §2.12) is the only listener for other windows' messages
    files: ['src/**'],
    ignores: ['src/bridge/**'],
    rules: { 'no-restricted-syntax': ['error', ...onlyTheBridgeListens, neverPostToAnyOrigin] },
  },
  {
    files: ['src/bridge/**'],
    rules: { 'no-restricted-syntax': ['error', neverPostToAnyOrigin] },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
