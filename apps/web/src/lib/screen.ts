/** One step of a page's breadcrumb trail; the last one (the page itself) has no link. */
export type Crumb = { label: string; to?: string };

/** What the app layer tells a feature page about its route-table entry. */
export type ScreenMeta = {
  /** The entry's title, e.g. 'Manage Advertisers'. */
  title: string;
  /** The trail above the page (portal home, section); the page adds its own last crumb. */
  breadcrumbs: Crumb[];
};

/**
 * Paths of an entity's list, add, view and edit screens, built by the app layer from the route
 * table (the one source of paths), so a feature never writes another screen's path itself.
 */
export type EntityLinks = {
  list: string;
  add: string;
  view: (id: string) => string;
  edit: (id: string) => string;
};

/** Props of a feature page that manages one kind of entity. */
export type EntityScreenProps = { screen: ScreenMeta; links: EntityLinks };

/**
 * A page's breadcrumb trail: the screen's own trail with its section crumb pointing at the
 * entity's list (when given), then `tail`, e.g. Admin › Advertisers › Acme Ltd › Edit.
 */
export function trailOf(screen: ScreenMeta, listPath: string | null, ...tail: Crumb[]): Crumb[] {
  const crumbs = screen.breadcrumbs.map((crumb, index) =>
    listPath && index === screen.breadcrumbs.length - 1 ? { ...crumb, to: listPath } : crumb,
  );
  return [...crumbs, ...tail];
}

/** One tab of the offer editor: its route segment ('events'), label, and path for an offer id. */
export type EditorTab = {
  segment: string;
  label: string;
  path: (id: string) => string;
  /** The tab has its screen (the others only say what they will hold): the wizard steps through these. */
  isBuilt: boolean;
};

/**
 * Paths of the offer screens, built by the app layer from the route table: offer/manage, the
 * two add screens, and every editor tab in table order (built or not).
 */
export type OfferLinks = { list: string; add: string; addClassic: string; tabs: EditorTab[] };

/** Props of an offer editor tab or add screen. */
export type OfferScreenProps = { screen: ScreenMeta; links: OfferLinks };
