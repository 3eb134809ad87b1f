import type { Permission, UserRole } from '@affnet/contracts';

/** One screen of a role's portal (spec §2). */
export type RouteEntry = {
  /** Full path pattern in React Router syntax, e.g. '/admin/offer/:id/general'. */
  path: string;
  role: UserRole;
  title: string;
  /** One sentence on what the screen holds. */
  description: string;
  /** Sidebar group and breadcrumb parent. */
  section: string;
  /** Label of the screen in a tab bar shared with its siblings (the offer editor's tabs). */
  tab?: string;
  /** The permission an employee needs to open it (employee entries only; the API checks the same). */
  permission?: Permission;
  /**
   * The permission its changing actions need (employee entries: their section's write permission);
   * without it the screen is shown read only (lib/permissions.ts).
   */
  changePermission?: Permission;
  /** The admin entry whose screen this one shows (employee entries reuse the admin's pages). */
  source?: string;
};

/** [sub-path under the role prefix, title, description, tab label?] */
export type EntryDef = readonly [path: string, title: string, description: string, tab?: string];

/** Builds entries of one sidebar section from compact definitions. */
export function defineSection(role: UserRole, section: string, defs: ReadonlyArray<EntryDef>): RouteEntry[] {
  return defs.map(([path, title, description, tab]) => ({
    path: `/${role}/${path}`,
    role,
    title,
    description,
    section,
    ...(tab ? { tab } : {}),
  }));
}
