/** The parts of the docs plugin's types this touches, loosely: the shapes come from Docusaurus at run time. */
type SidebarItem = {type: string; id?: string; items?: SidebarItem[]; link?: {type: string}};
type VersionDoc = {id: string; title: string; description?: string; sidebar?: string};
type SidebarProp = {type: string; unlisted?: boolean; items?: SidebarProp[]};
export type VersionProp = {docs: Record<string, VersionDoc>; docsSidebars: Record<string, SidebarProp[]>};
type Route = {path?: string; props?: Record<string, unknown>; routes?: Route[]};

/**
 * The docs whose descriptions a page shows: the doc items of a category
 * whose page is a generated index, where each item is a card with its
 * description. Nothing else reads a doc's description in the browser.
 */
export function cardDocIds(sidebars: Record<string, readonly SidebarItem[]>): Set<string> {
  const ids = new Set<string>();
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category' || !item.items) continue;
      if (item.link?.type === 'generated-index') {
        for (const child of item.items) if (child.type === 'doc' && child.id) ids.add(child.id);
      }
      walk(item.items);
    }
  };
  Object.values(sidebars).forEach(walk);
  return ids;
}

const withoutListedFlag = (items: readonly SidebarProp[]): SidebarProp[] =>
  items.map(({unlisted, items: children, ...item}) => ({
    ...item,
    ...(unlisted ? {unlisted} : {}),
    ...(children ? {items: withoutListedFlag(children)} : {}),
  }));

/**
 * The version data every doc page downloads (every doc and the whole
 * sidebar), without what no page reads: the description of each of the
 * hundreds of lessons, and `unlisted: false` on every sidebar link. Each
 * doc's own page still has its description, from its own metadata.
 */
export function slimVersionProp<T extends VersionProp>(version: T, keepDescription: ReadonlySet<string>): T {
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description, ...doc}]) => [
      id,
      keepDescription.has(id) && description !== undefined ? {...doc, description} : doc,
    ]),
  );
  const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, withoutListedFlag(items)]));
  return {...version, docs, docsSidebars};
}

const isVersionProp = (value: unknown): value is VersionProp =>
  typeof value === 'object' && value !== null && 'docs' in value && 'docsSidebars' in value;

/** A route tree with every version's data slimmed. */
export function slimRoutes<R extends Route>(route: R, keepDescription: ReadonlySet<string>): R {
  const version = route.props?.version;
  return {
    ...route,
    ...(isVersionProp(version) ? {props: {...route.props, version: slimVersionProp(version, keepDescription)}} : {}),
    ...(route.routes ? {routes: route.routes.map((child) => slimRoutes(child, keepDescription))} : {}),
  };
}
