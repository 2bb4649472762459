// Resolved by site/plugins/lean-bundle: the theme's code block on the server, an empty one in the browser.
declare module '@ain-ssr/CodeBlock' {
  import type CodeBlock from '@theme-original/CodeBlock';
  const ServerCodeBlock: typeof CodeBlock;
  export default ServerCodeBlock;
}

// Written by site/plugins/not-found.
declare module '@generated/ain-not-found/default/doc-titles.json' {
  import type {DocTitles} from '@site/site/plugins/not-found';
  const titles: Partial<DocTitles>;
  export default titles;
}

declare module '@generated/ain-not-found/default/doc-sections.json' {
  import type {DocSections} from '@site/site/plugins/not-found';
  const sections: Partial<DocSections>;
  export default sections;
}

// Written by site/plugins/home-page for the home page.
declare module '@generated/ain-home-page/default/home.json' {
  import type {HomeData} from '@site/shared/types/home-page';
  const data: HomeData;
  export default data;
}
