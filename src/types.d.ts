// Resolved by src/plugins/lean-bundle: the theme's code block in the server
// bundle, an empty component in the browser bundle.
declare module '@ain-ssr/CodeBlock' {
  import type CodeBlock from '@theme-original/CodeBlock';
  const ServerCodeBlock: typeof CodeBlock;
  export default ServerCodeBlock;
}

// Written by src/plugins/not-found.
declare module '@generated/ain-not-found/default/doc-titles.json' {
  import type {DocTitles} from '@site/src/plugins/not-found';
  const titles: Partial<DocTitles>;
  export default titles;
}

// Written by src/plugins/home-page for the home page.
declare module '@generated/ain-home-page/default/home.json' {
  import type {HomeData} from '@site/src/plugins/home-page/types';
  const data: HomeData;
  export default data;
}
