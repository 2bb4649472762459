import type {KnipConfig} from 'knip';

/**
 * Dead files, exports and dependencies. Knip's Docusaurus plugin is off: it
 * calls the config's plugin functions without Docusaurus's context. The
 * entries are what Docusaurus loads by convention instead.
 */
const config: KnipConfig = {
  docusaurus: false,
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    '_dogfooding/link-gate/docusaurus.config.ts',
    '_dogfooding/test-fixtures/pages/*.tsx',
    'src/theme/**/*.{ts,tsx}',
    'src/pages/**/*.tsx',
    // Named by path in the config's clientModules.
    'src/client-modules/*.ts',
    'site/plugins/*/*.{ts,tsx,js}',
    // The components pages use in MDX.
    'src/components/*/index.tsx',
    // The offline copy's search, put in place of ./searcher.ts there.
    'src/search/searcher.offline.ts',
    'scripts/*/*.ts',
    'bench/*.ts',
    'tests/**/*.{ts,mts}',
  ],
  project: ['**/*.{ts,tsx,mts,js}'],
  // Debian's, which .ci/run installs.
  ignoreBinaries: ['Xvfb', 'pdftotext', 'pdfinfo', 'pdffonts', 'pdftoppm'],
  ignoreDependencies: [
    // Docusaurus's module aliases: its client API, the theme, generated files.
    /^@docusaurus\/(Head|Link|router|useBaseUrl|useDocusaurusContext|useGlobalData|useIsBrowser|ExecutionEnvironment|Translate)$/,
    /^@theme(-original)?\//,
    /^@generated\//,
    // The site's own alias for the server render of CodeBlock (site/plugins/lean-bundle).
    /^@ain-ssr\//,
    // Named by its package name in the config's `themes`.
    '@docusaurus/theme-mermaid',
    // The typefaces' sources, which scripts/build/fonts.ts names by a template knip does not read.
    '@fontsource-variable/inter',
    '@fontsource-variable/jetbrains-mono',
  ],
};

export default config;
