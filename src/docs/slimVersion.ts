/** The parts of the docs plugin's types this touches, loosely: the shapes come from Docusaurus at run time. */
type SidebarItem = {type: string; id?: string; items?: SidebarItem[]; link?: {type: string; permalink?: string}};
type VersionDoc = {id: string; title: string; description?: string; sidebar?: string};

type SidebarProp = {
  type: string;
  href?: string;
  docId?: string;
  unlisted?: boolean;
  description?: string;
  items?: SidebarProp[];
};

/**
 * What a sidebar link to a doc keeps of its doc id when no card shows that
 * doc: the breadcrumbs only ask whether a link is a doc's (a non-empty id),
 * and only a card looks a doc up by its id. The ids repeat each link's path:
 * 1.6 KiB of brotli in the version data of every doc page.
 */
export const DOC_LINK_MARK = 'doc';
export type VersionProp = {docs: Record<string, VersionDoc>; docsSidebars: Record<string, SidebarProp[]>};
type Route = {path?: string; props?: Record<string, unknown>; routes?: Route[]};

/** What pages show as cards: the items of a category whose page is a generated index. */
export type Cards = {
  /** The docs among those items: only a card looks a doc up in the version data. */
  readonly docs: ReadonlySet<string>;
  /** The generated indexes' paths: the categories among their items show their descriptions. */
  readonly indexes: ReadonlySet<string>;
};

export function cardsOf(sidebars: Record<string, readonly SidebarItem[]>): Cards {
  const docs = new Set<string>();
  const indexes = new Set<string>();
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category' || !item.items) continue;
      if (item.link?.type === 'generated-index') {
        if (item.link.permalink) indexes.add(item.link.permalink);
        for (const child of item.items) if (child.type === 'doc' && child.id) docs.add(child.id);
      }
      walk(item.items);
    }
  };
  Object.values(sidebars).forEach(walk);
  return {docs, indexes};
}

/**
 * The sidebar without `unlisted: false` on every link, with the doc ids of
 * links only where a card needs them (`DOC_LINK_MARK`), and without the
 * descriptions of categories that no page shows as cards: a category's
 * description is read only by its card, on the generated index of its
 * parent (`asCards`: the items of such an index).
 */
const slimSidebar = (items: readonly SidebarProp[], cards: Cards, asCards: boolean): SidebarProp[] =>
  items.map(({unlisted, description, items: children, ...item}) => ({
    ...item,
    ...(item.docId !== undefined && !cards.docs.has(item.docId) ? {docId: DOC_LINK_MARK} : {}),
    ...(unlisted ? {unlisted} : {}),
    ...(asCards && description !== undefined ? {description} : {}),
    ...(children ? {items: slimSidebar(children, cards, item.href !== undefined && cards.indexes.has(item.href))} : {}),
  }));

/**
 * The version data every doc page downloads (every doc and the whole
 * sidebar), without what no page reads. Its `docs` map is read only by
 * `useDocById`, which only the cards of a generated index call: the other
 * hundreds of entries (ids, titles, descriptions) go. The sidebar loses
 * `unlisted: false` on every link, the doc ids no card needs and the
 * descriptions of categories that are no card. Each doc's own page keeps its title and description, from its
 * own metadata.
 */
export function slimVersionProp<T extends VersionProp>(version: T, cards: Cards): T {
  const docs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => cards.docs.has(id)));
  const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, slimSidebar(items, cards, false)]));
  return {...version, docs, docsSidebars};
}

const isVersionProp = (value: unknown): value is VersionProp =>
  typeof value === 'object' && value !== null && 'docs' in value && 'docsSidebars' in value;

/** A route tree with every version's data slimmed. */
export function slimRoutes<R extends Route>(route: R, cards: Cards): R {
  const version = route.props?.version;
  return {
    ...route,
    ...(isVersionProp(version) ? {props: {...route.props, version: slimVersionProp(version, cards)}} : {}),
    ...(route.routes ? {routes: route.routes.map((child) => slimRoutes(child, cards))} : {}),
  };
}
