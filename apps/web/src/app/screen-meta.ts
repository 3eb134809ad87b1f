import { ROLE_LABELS } from '@affnet/contracts';
import { dashboardPathFor } from '../lib/role-paths';
import type { ScreenMeta } from '../lib/screen';
import type { RouteEntry } from './route-entry';

/** A route-table entry as its page sees it: the title, and the trail above it (portal, section). */
export function screenMetaOf(entry: RouteEntry): ScreenMeta {
  const breadcrumbs: ScreenMeta['breadcrumbs'] = [
    { label: ROLE_LABELS[entry.role], to: dashboardPathFor(entry.role) },
  ];
  if (entry.section !== entry.title) breadcrumbs.push({ label: entry.section });
  return { title: entry.title, breadcrumbs };
}
