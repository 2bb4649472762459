/** The platform's roles and what each allows (roles.json), rendered by <PermissionsMatrix />; pages name no other
 * role. */
import data from './data/roles.json';

/** The roles, in the order the matrix shows them; the first is the role every other role contains. No other role
 * contains another. */
export const ROLES: readonly string[] = data.roles;

export type Permission = {
  action: string;
  /** The roles that allow it; those that contain the first role allow what it allows. */
  roles: string[];
  /** Doc path, inside a version, of the page that explains the action. */
  page: string;
  /** The release that introduced the action, when newer than 1.11.2. */
  since?: string;
  /** Menus and buttons (bold in pages) that open this action and only its roles reach, with the items under
   * them; a step naming one says who does it (scripts/writer/rules/facts.ts). */
  ui?: string[];
};

/** Each names roles of ROLES only, as the writer check proves. */
export const permissions: Permission[] = data.permissions;

/** Whether `role` allows what `permission` names, containment included. */
export function allows(role: string, permission: Permission): boolean {
  return permission.roles.includes(role) || permission.roles.includes(ROLES[0]);
}
