/** The platform's roles and what each allows, rendered by <PermissionsMatrix />; pages name no other role. */

/** The four roles, in the order the matrix shows them. */
export const ROLES = ['ain_user', 'ain_developer', 'ain_integrator', 'ain_admin'] as const;

export type RoleName = (typeof ROLES)[number];

/** The role every other role contains. No other role contains another. */
const BASE_ROLE: RoleName = 'ain_user';

export type Permission = {
  action: string;
  /** The roles that allow it; those that contain the base role allow what it allows. */
  roles: RoleName[];
  /** Doc path, inside a version, of the page that explains the action. */
  page: string;
  /** The release that introduced the action, when newer than 1.11.2. */
  since?: string;
  /** Menus and buttons (bold in pages) that open this action and only its roles reach, with the items under
   * them; a step naming one says who does it (scripts/writer/rules/facts.ts). */
  ui?: string[];
};

export const permissions: Permission[] = [
  {action: 'Use widgets and AI forms; edit one’s own profile settings', roles: ['ain_user'], page: 'widgets/index'},
  {action: 'Place widgets on forms and set their properties', roles: ['ain_developer'], page: 'widgets/index'},
  {
    action: 'Design and publish AI forms',
    roles: ['ain_developer'],
    page: 'ai-form/index',
    ui: ['AIN > AI Forms > Form Designs'],
  },
  {
    action: 'Call the script API from server-side scripts, AISystem included',
    roles: ['ain_developer'],
    page: 'api/index',
  },
  {
    action: 'Add Workflow AI steps to workflows',
    roles: ['ain_developer', 'ain_integrator'],
    page: 'getting-started/ai-in-workflows',
  },
  {
    action: 'Write, test and publish prompt templates',
    roles: ['ain_developer'],
    page: 'admin-help/prompt-templates',
    since: '1.12.0',
  },
  {
    action: 'Read and retire prompt templates',
    roles: ['ain_developer', 'ain_admin'],
    page: 'admin-help/prompt-templates',
    since: '1.12.0',
    ui: ['AIN > Prompt Templates'],
  },
  {
    action: 'Manage vector collection definitions and connectors',
    roles: ['ain_integrator'],
    page: 'service-tools/vector-collection-definition',
    ui: ['AIN > Vector Collections > Definitions', 'AIN > Connectors', 'Resync', 'Run now'],
  },
  {action: 'Write scripted tags', roles: ['ain_integrator'], page: 'admin-help/vcd-scripted-tag', since: '1.12.0'},
  {
    action: 'Read scripted tags and retire them (Active false)',
    roles: ['ain_integrator', 'ain_admin'],
    page: 'admin-help/vcd-scripted-tag',
    since: '1.12.0',
  },
  {
    action: 'Configure the vector database settings',
    roles: ['ain_integrator'],
    page: 'service-tools/vector-database-deployment',
    ui: ['AIN > Administration > Vector Database'],
  },
  {
    action: 'Select a credential on a connector or the vector database settings',
    roles: ['ain_integrator', 'ain_admin'],
    page: 'service-tools/auth',
  },
  {
    action: 'Create, edit and rotate credentials; replace or clear a secret, which no role can read back',
    roles: ['ain_admin'],
    page: 'service-tools/auth',
    ui: ['AIN > Administration > Credentials'],
  },
  {
    action: 'Create, edit and test Nexuses',
    roles: ['ain_admin'],
    page: 'getting-started/nexuses',
    ui: ['AIN > Nexuses'],
  },
  {action: 'Read AI messages', roles: ['ain_admin'], page: 'admin-help/ai-message', ui: ['AIN > Logs > AI Messages']},
  {
    action: 'Set the profile defaults every user starts from',
    roles: ['ain_admin'],
    page: 'admin-help/profile-settings',
    ui: ['AIN > Administration > Profile Defaults', 'AIN > Administration > User Profiles'],
  },
  {
    action: 'Configure the RabbitMQ consumer and requeue dead letters',
    roles: ['ain_admin'],
    page: 'admin-help/rabbitmq-consumer',
    ui: ['AIN > Administration > RabbitMQ Consumer', 'Requeue dead letters'],
  },
  {
    action: 'Load and remove the demo data',
    roles: ['ain_admin'],
    page: 'getting-started/demo-incidents',
    ui: ['AIN > Demo'],
  },
  {action: 'Install and upgrade the x_ain application', roles: ['ain_admin'], page: 'admin-help/index'},
];

/** Whether `role` allows what `permission` names, containment included. */
export function allows(role: RoleName, permission: Permission): boolean {
  return permission.roles.includes(role) || permission.roles.includes(BASE_ROLE);
}
