/** The home page's lead, audience cards and popular tasks besides its section cards (home.json; site/plugins/home-page
 * finds each task's page in the latest docs). The lead is also the home page's description for search engines. */
import type {CardItem} from '../src/components/CardGrid';
import {DOCS_ROOT} from './releases/paths';
import home from './data/home.json';

export const {summary, popularTasks} = home;

// Section landing pages only: writers may rename any other page.
export const audienceCards: CardItem[] = home.audienceCards.map(({section, ...card}) => ({
  ...card,
  to: `${DOCS_ROOT}/${section}/`,
}));
