// ESLint flat config: TypeScript, React, hooks, accessibility and
// Docusaurus-specific rules over the site code, tests and scripts.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
// @ts-expect-error -- the plugin ships no types of its own.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-fixtures/',
      'build-github-pages/',
      'build-headers-file/',
      'build-stock/',
      'build-releases/',
      'build-draft/',
      '**/.docusaurus/',
      'bench/.out/',
      'node_modules/',
      'test-results*/',
      'playwright-report*/',
      'build-nginx/',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Site code runs in the browser and, during static rendering, in Node;
    // so do the client modules plugins hand to Docusaurus.
    files: ['src/**/*.{ts,tsx,js}', 'site/plugins/*/*.js'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: {...globals.browser, ...globals.node},
    },
    settings: {react: {version: 'detect'}},
  },
  {
    files: ['src/**/*.{ts,tsx,js}'],
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@docusaurus': docusaurus,
    },
    rules: {
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...docusaurus.configs.all.rules,
      // Prop types are checked by TypeScript.
      'react/prop-types': 'off',
      // Docusaurus's translation rules target multi-locale sites; this one is
      // English only (i18n en), so literal strings in JSX are intended.
      '@docusaurus/no-untranslated-text': 'off',
      '@docusaurus/string-literal-i18n-messages': 'off',
    },
  },
  {
    // Node scripts and tests; both also hold functions that Playwright or
    // Lighthouse run inside the page, hence the browser globals.
    files: [
      'scripts/**/*.ts',
      'tests/**/*.ts',
      '_dogfooding/**/*.ts',
      'bench/*.ts',
      '*.config.{ts,mts}',
      'sidebars.ts',
    ],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    // The search plugin's unpublished internals are reached through its
    // adapter only, so a plugin upgrade is checked in one place.
    files: ['**/*.{ts,tsx,mts,js}'],
    ignores: ['src/search/**', 'site/plugins/search-local-compact/**', 'shared/search/index-files.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@easyops-cn/docusaurus-search-local/*', '@easyops-cn/autocomplete.js'],
              message:
                "Use the search plugin's adapter: src/search/ (browser), site/plugins/search-local-compact/ (build), shared/search/index-files.ts.",
            },
          ],
        },
      ],
    },
  },
);
