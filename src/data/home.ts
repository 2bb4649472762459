/**
 * What the home page offers: one card per docs section and one per audience.
 * Links point at the latest version; the docs keep each reader's version
 * choice from there.
 */
import type {CardItem} from '../components/CardGrid';
import {SECTION_NAMES, SECTIONS, type Section} from './sections';
import {DOCS_ROOT} from '../releases/paths';

/** What each section holds; its card's title is the section's name. */
const sectionDescriptions: Record<Section, string> = {
  'getting-started': 'Connect your first Nexus, add AI to a workflow and walk through the demo incidents.',
  'admin-help': 'Operate AIN: AI message logs, profile settings, the RabbitMQ consumer and prompt templates.',
  'ai-form': 'Full-page chat forms for long conversations and answers grounded in your own content.',
  api: 'Server-side classes such as AIChat, AIVector and AIVoice, with every method and example.',
  'release-notes': 'What each release adds, changes and fixes, and how to upgrade.',
  'service-tools': 'Credentials, GitLab and SharePoint connectors, vector collections and the vector database.',
  technical_docs: 'Architecture, data flow, security model, limits and the English–Russian glossary.',
  widgets: 'Translation, transcription, calls, attachments, knowledge answers and smart filling on forms.',
};

/** Each section's card without its address: its name and what it holds. */
export const sectionCopy = Object.fromEntries(
  SECTIONS.map((section) => [section, {title: SECTION_NAMES[section], description: sectionDescriptions[section]}]),
) as Record<Section, Omit<CardItem, 'to'>>;

export const sectionCards: CardItem[] = SECTIONS.map((section) => ({
  ...sectionCopy[section],
  to: `${DOCS_ROOT}/${section}/`,
}));

export const audienceCards: CardItem[] = [
  {
    title: 'Administrators',
    description: 'Install and secure AIN, connect AI providers as Nexuses and keep an eye on usage.',
    // Section landing pages only, as the other cards: writers may rename any page.
    to: `${DOCS_ROOT}/admin-help/`,
  },
  {
    title: 'Integrators',
    description: 'Feed GitLab and SharePoint content into vector collections and build AI workflow steps.',
    to: `${DOCS_ROOT}/service-tools/`,
  },
  {
    title: 'Developers',
    description: 'Call AI from server-side scripts with the script API and place widgets on forms.',
    to: `${DOCS_ROOT}/api/`,
  },
];
