/**
 * Makes a new announcement show on the reader's first page load. Docusaurus hides the bar before hydration when
 * the reader dismissed any announcement (`data-announcement-bar-initially-dismissed`), so a new id stayed hidden
 * until the next full load. This inline script at the start of the body, like Docusaurus's own, clears the
 * dismissal when the stored id differs from the configured one, before the first paint.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

export default function announcementRenewalPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  const {namespace} = context.siteStorage;
  return {
    name: 'ain-announcement-renewal',
    injectHtmlTags() {
      if (!announcementBar?.id) return {};
      const idKey = JSON.stringify(`docusaurus.announcement.id${namespace}`);
      const dismissKey = JSON.stringify(`docusaurus.announcement.dismiss${namespace}`);
      const id = JSON.stringify(announcementBar.id);
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: `(function(){try{if(localStorage.getItem(${idKey})!==${id}){localStorage.setItem(${dismissKey},'false');document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`,
          },
        ],
      };
    },
  };
}
