/** The home page's lead, audience cards and popular tasks besides its section cards (home.json; site/plugins/home-page
 * finds each task's page in the latest docs). The lead is also the home page's description for search engines. */
import {DOCS_ROOT} from './releases/paths';
import type {CardItem} from './types/home-page';
import home from './data/home.json';

/** A task the home page links: its title, and the page (doc id) and heading it opens at. */
type PopularTask = {title: string; page: string; anchor?: string};

/** What home.json holds; the writer check holds the file to it. */
const data: {
  summary: string;
  /** Each audience's card, leading to a section's landing page. */
  audienceCards: (Omit<CardItem, 'to'> & {section: string})[];
  popularTasks: PopularTask[];
} = home;

export const {summary, popularTasks} = data;

// Section landing pages only: writers may rename any other page.
export const audienceCards: CardItem[] = data.audienceCards.map(({section, ...card}) => ({
  ...card,
  to: `${DOCS_ROOT}/${section}/`,
}));
