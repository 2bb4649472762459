/**
 * Makes a new announcement show on the reader's very first page load.
 *
 * Docusaurus hides the announcement bar before hydration when the reader
 * dismissed an announcement (an inline script sets
 * `data-announcement-bar-initially-dismissed`), without looking at which
 * announcement was dismissed. After a release changes the announcement id the
 * bar therefore stayed hidden until the next full page load. This inline
 * script, placed at the start of the body like Docusaurus's own, clears the
 * dismissal when the stored id differs from the configured one, before the
 * first paint (no flash, no layout shift).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

export default function announcementRenewalPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  const {namespace} = context.siteStorage;
  return {
    name: 'ain-announcement-renewal',
    injectHtmlTags() {
      if (!announcementBar?.id) {
        return {};
      }
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
