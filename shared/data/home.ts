/** The home page's audience cards and popular tasks besides its section cards (site/plugins/home-page),
 * linking the latest version. */
import type {CardItem} from '../../src/components/CardGrid';
import {DOCS_ROOT} from '../releases/paths';

/** What AIN is, in a sentence: the home page's lead and its description for search engines. */
export const summary =
  'AIN is the AI platform of your service-management instance: connect AI providers once, as Nexuses, and use them in widgets, AI forms, workflows and scripts.';

export const audienceCards: CardItem[] = [
  {
    title: 'Administrators',
    icon: 'administrators',
    description: 'Install and secure AIN, connect AI providers as Nexuses and keep an eye on usage.',
    // Section landing pages only, as the other cards: writers may rename any page.
    to: `${DOCS_ROOT}/admin-help/`,
  },
  {
    title: 'Integrators',
    icon: 'integrators',
    description: 'Feed GitLab and SharePoint content into vector collections and build AI workflow steps.',
    to: `${DOCS_ROOT}/service-tools/`,
  },
  {
    title: 'Developers',
    icon: 'developers',
    description: 'Call AI from server-side scripts with the script API and place widgets on forms.',
    to: `${DOCS_ROOT}/api/`,
  },
];

/** A task readers come for, on the page of the latest release that walks through it. */
type Task = {
  title: string;
  /** Doc id of the page, as the latest release names it (a later rename is followed). */
  page: string;
  /** The heading of the procedure on that page. */
  anchor?: string;
};

/** The home page's popular tasks (site/plugins/home-page finds each page in the latest docs). */
export const popularTasks: Task[] = [
  {title: 'Connect your first Nexus', page: 'getting-started/nexuses', anchor: 'create-a-nexus'},
  {title: 'Add AI to a workflow', page: 'getting-started/ai-in-workflows', anchor: 'add-an-ai-step'},
  {title: 'Call AIChat from a script', page: 'api/aichat', anchor: 'send'},
  {
    title: 'Set up a vector collection',
    page: 'service-tools/vector-collection-definition',
    anchor: 'create-a-definition',
  },
  {title: 'Place a widget on a form', page: 'widgets/index', anchor: 'place-a-widget'},
  {title: 'Deploy the RabbitMQ workers', page: 'admin-help/rabbitmq-consumer', anchor: 'deploy-the-workers'},
];
