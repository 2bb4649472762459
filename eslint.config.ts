import path from 'node:path';

import {includeIgnoreFile} from '@eslint/compat';
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
// @ts-expect-error -- the plugin ships no types of its own.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // What Git ignores (builds, caches, test output) is what lint and Prettier skip: one list.
  includeIgnoreFile(path.join(__dirname, '.gitignore')),
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Site code and plugins' client modules run in the browser and, when rendering statically, in Node.
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
      // The site is English only: literal strings in JSX are intended.
      '@docusaurus/no-untranslated-text': 'off',
      '@docusaurus/string-literal-i18n-messages': 'off',
    },
  },
  {
    // Node, plus the functions Playwright and Lighthouse run inside the page.
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
    // The search plugin's internals only through its adapter, so an upgrade is checked in one place.
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
