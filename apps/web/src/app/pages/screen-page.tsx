import { generatePath, type Params, useParams } from 'react-router';
import { type Crumb, type PageTab, PlaceholderPage } from '../../components/placeholder-page';
import { useScreenEntry } from '../route-handle';
import { type RouteEntry, tabSiblingsOf } from '../route-table';
import { screenMetaOf } from '../screen-meta';

function breadcrumbsOf(entry: RouteEntry): Crumb[] {
  return [...screenMetaOf(entry).breadcrumbs, { label: entry.title }];
}

/** The sibling tabs with the current params filled in; a tab whose params are missing is left out. */
function tabsOf(entry: RouteEntry, params: Params): PageTab[] {
  return tabSiblingsOf(entry).flatMap((sibling) => {
    try {
      return [{ label: sibling.tab ?? sibling.title, to: generatePath(sibling.path, params) }];
    } catch {
      return [];
    }
  });
}

/** A route-table screen whose feature is not built yet. */
export function ScreenPage() {
  const entry = useScreenEntry();
  const params = useParams();
  const tabs = tabsOf(entry, params);
  let activeTab: string | undefined;
  try {
    activeTab = entry.tab ? generatePath(entry.path, params) : undefined;
  } catch {
    activeTab = undefined;
  }
  return (
    <PlaceholderPage
      title={entry.title}
      description={entry.description}
      breadcrumbs={breadcrumbsOf(entry)}
      tabs={tabs}
      activeTab={activeTab}
    />
  );
}
