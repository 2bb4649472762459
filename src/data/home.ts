/**
 * What the home page offers: one card per docs section and one per audience
 * (the not-found page shows the sections' cards too, for the release asked for).
 * Links point at the latest version; the docs keep each reader's version
 * choice from there.
 */
import type {CardItem} from '../components/CardGrid';
import {SECTIONS} from '../constants';
import {DOCS_ROOT} from '../releases/paths';

type Section = (typeof SECTIONS)[number];

export const sectionCopy: Record<Section, Omit<CardItem, 'to'>> = {
  'getting-started': {
    title: 'Getting started',
    description: 'Connect your first Nexus, add AI to a workflow and walk through the demo incidents.',
  },
  'admin-help': {
    title: 'Admin help',
    description: 'Operate AIN: AI message logs, profile settings, the RabbitMQ consumer and prompt templates.',
  },
  'ai-form': {
    title: 'AI forms',
    description: 'Full-page chat forms for long conversations and answers grounded in your own content.',
  },
  api: {
    title: 'API reference',
    description: 'Server-side classes such as AIChat, AIVector and AIVoice, with every method and example.',
  },
  'release-notes': {
    title: 'Release notes',
    description: 'What each release adds, changes and fixes, and how to upgrade.',
  },
  'service-tools': {
    title: 'Service tools',
    description: 'Credentials, GitLab and SharePoint connectors, vector collections and the vector database.',
  },
  technical_docs: {
    title: 'Technical docs',
    description: 'Architecture, data flow, security model, limits and the English–Russian glossary.',
  },
  widgets: {
    title: 'Widgets',
    description: 'Translation, transcription, calls, attachments, knowledge answers and smart filling on forms.',
  },
};

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
