import type {KnipConfig} from 'knip';

/**
 * Dead files, exports and dependencies (`npm run check` runs `knip`). Knip's
 * Docusaurus plugin is off: it calls each plugin function of the config
 * without Docusaurus's context, which the site's plugins need. The entries
 * below are what Docusaurus loads by convention instead: the configs, the
 * theme components it swizzles in from src/theme/, the pages, and the
 * modules plugins hand to Docusaurus by path.
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
