/** The sample data and menus every page uses (STYLE.md, "Sample data" and "Menus"): an invented record reads as another
 * story; this finds those recognisable by their form. */
import {pageRule} from '../problems';

const CANON = {
  company: 'Northwind Logistics',
  instance: 'northwind.service.example',
  nexuses: [
    'support-chat',
    'support-chat-eu',
    'embed-default',
    'speech-default',
    'vision-default',
    'image-default',
    'image-edit',
    'image-variation',
  ],
  incidents: ['INC0010041', 'INC0010042', 'INC0010043'],
  articles: ['KB0012001'],
  /** The AI message of the export example; every other example record numbers from AIM0004831 on. */
  exportedMessage: 'AIM0004821',
  firstOtherMessage: 4831,
  /** Menu paths, each with what may follow it. */
  menus: [
    'AIN > Nexuses',
    'AIN > Logs > AI Messages',
    'AIN > Administration > Credentials',
    'AIN > Administration > Profile Defaults',
    'AIN > Administration > User Profiles',
    'AIN > Administration > RabbitMQ Consumer',
    'AIN > Administration > Vector Database',
    'AIN > Connectors',
    'AIN > Vector Collections > Definitions',
    'AIN > Prompt Templates',
    'AIN > Demo',
    'AIN > Demo > Load demo incidents',
    'AIN > Demo > Remove demo incidents',
    'AIN > AI Forms',
    'AIN > AI Forms > Form Designs',
  ],
};

/** Sample companies of other documentation. */
const OTHER_COMPANIES =
  /\b(Contoso|Fabrikam|Acme|Adventure Works|Tailwind Traders|Wide World Importers|Example Corp)\b/;
/** Hosts of the sample company; real providers' hosts are written as they are. */
const SAMPLE_HOST = /\b(?:[a-z0-9-]+\.)+example\b/g;
const ALLOWED_HOST = /^(?:[a-z0-9-]+\.)?northwind\.(?:service\.)?example$|(^|\.)ain-platform\.example$/;

export const canonRules = pageRule((page, reportAt) => {
  page.body.split('\n').forEach((text, index) => {
    const report = (problem: string, fix: string) => reportAt(page.bodyLine + index, problem, fix);
    for (const [id] of text.matchAll(/\bINC\d{7}\b/g)) {
      if (!CANON.incidents.includes(id)) {
        report(`${id} is not a sample incident`, `use ${CANON.incidents.join(', ')} (STYLE.md, "Sample data")`);
      }
    }
    for (const [id] of text.matchAll(/\bKB\d{7}\b/g)) {
      if (!CANON.articles.includes(id)) {
        report(`${id} is not the sample knowledge article`, `use ${CANON.articles.join(', ')}`);
      }
    }
    for (const match of text.matchAll(/\bAIM(\d{7})\b/g)) {
      if (match[0] !== CANON.exportedMessage && Number(match[1]) < CANON.firstOtherMessage) {
        report(
          `${match[0]} is numbered below the example AI messages`,
          `${CANON.exportedMessage} is the export example; give another record its own number from AIM000${CANON.firstOtherMessage} on`,
        );
      }
    }
    for (const match of text.matchAll(SAMPLE_HOST)) {
      if (!ALLOWED_HOST.test(match[0])) {
        report(
          `${match[0]} is not a host of the sample company`,
          `use ${CANON.instance} for the instance, <name>.northwind.example for other servers`,
        );
      }
    }
    for (const match of text.matchAll(/new AI\w+\('([^']*)'|\bnexus['"]?:\s*['"]([^'"]*)['"]/g)) {
      const name = match[1] ?? match[2];
      if (name && !CANON.nexuses.includes(name)) {
        report(`the Nexus "${name}" is not a sample Nexus`, `use ${CANON.nexuses.join(', ')}`);
      }
    }
    for (const match of text.matchAll(/\*\*(AIN > [^*]+)\*\*/g)) {
      if (!CANON.menus.includes(match[1])) {
        report(
          `**${match[1]}** is not a menu of AIN`,
          `name one of the menus in STYLE.md ("Menus"), such as **${closestMenu(match[1])}**`,
        );
      }
    }
    const company = OTHER_COMPANIES.exec(text);
    if (company) report(`"${company[0]}" is not the sample company`, `the examples happen at ${CANON.company}`);
  });
});

function closestMenu(menu: string): string {
  const first = menu.split(' > ').slice(0, 2).join(' > ');
  return CANON.menus.find((candidate) => candidate.startsWith(first)) ?? CANON.menus[0];
}
