import {classifyPath, protectedRootOf} from '../access/paths';
import {PRERENDER_ONLY, SHARD} from '../routeTable/plugin';

type Route = {
  path: string;
  exact?: boolean;
  component?: string;
  sidebar?: string;
  modules?: object;
  routes?: Route[];
};
type GlobalVersion = {name: string; mainDocId?: string; docs: {id?: string; path: string}[]};
export type GlobalData = {versions: GlobalVersion[]};

const isProtected = (path: string) => classifyPath(encodeURI(path)) === 'protected';

/** The page that stands for every protected page in the public build, and the data it reads. */
export type InvitationPage = {
  readonly component: string;
  readonly modules: Readonly<Record<string, string>>;
};

/** The one sidebar of a group's pages: the route standing for them can name only one. */
function sidebarOf(root: string, pages: readonly Route[]): string | undefined {
  const sidebars = [...new Set(pages.map((page) => page.sidebar))];
  if (sidebars.length > 1) {
    throw new Error(`The pages under ${root} are in several sidebars (${sidebars.join(', ')}); the route standing for them can show one.`);
  }
  return sidebars[0];
}

/**
 * The route tree with the protected pages of each list of routes grouped, by
 * `groupOf` (a path under which they all are), under one route at that path
 * made by `group` (given the pages and their one sidebar), after the other
 * routes of the list.
 */
function withProtectedGrouped<R extends Route>(
  route: R,
  groupOf: (path: string) => string | null,
  group: (path: string, pages: Route[], sidebar: string | undefined) => Route,
): R {
  if (!route.routes) return route;
  const children = route.routes.map((child) => withProtectedGrouped(child, groupOf, group));
  const kept: Route[] = [];
  const byGroup = new Map<string, Route[]>();
  for (const child of children) {
    if (child.routes || !isProtected(child.path)) {
      kept.push(child);
      continue;
    }
    const path = groupOf(child.path);
    // A path the parser refuses counts as protected, but lies under no root that could stand for it.
    if (path === null) throw new Error(`The docs route ${child.path} is not a path the site can serve.`);
    byGroup.set(path, [...(byGroup.get(path) ?? []), child]);
  }
  const groups = [...byGroup].map(([path, pages]) => group(path, pages, sidebarOf(path, pages)));
  return {...route, routes: [...kept, ...groups]};
}

/**
 * The public build's docs routes with every protected page, a stub, shown by
 * the sign-in invitation (`page`). Each protected page keeps a route of its
 * own so that the build prerenders it, with its title and its place in the
 * sidebar, but only for the build: the routes of the pages under a protected
 * root sit under one route at that root, which stands for all of them in the
 * browser. Every page downloads the route table, and 380 of the site's 420
 * docs are lessons (about 20 KiB of brotli).
 */
export function withInvitationRoutes<R extends Route>(route: R, page: InvitationPage): R {
  return withProtectedGrouped(route, protectedRootOf, (root, pages, sidebar) => ({
    path: root,
    exact: false,
    component: page.component,
    modules: page.modules,
    ...(sidebar === undefined ? {} : {sidebar}),
    routes: pages.map((protectedPage) => ({
      path: protectedPage.path,
      exact: true,
      component: page.component,
      [PRERENDER_ONLY]: true,
    })),
  }));
}

/**
 * The full build's docs routes with each programme's pages under one route
 * at the programme (src/docs/browserDocs.ts's `programmeOf`), `component`,
 * marked as a shard (src/routeTable/routeTree.cjs) whose module,
 * `shardModules` by programme, is a prop of the route. The browser's route
 * table, in every page's main bundle, then lists the programmes, and each
 * programme's pages load with the programme, so that a new lesson no longer
 * weighs on every page. The server's table keeps every page.
 */
export function withProgrammeRoutes<R extends Route>(
  route: R,
  programmeOf: (path: string) => string | null,
  component: string,
  shardModules: ReadonlyMap<string, string>,
): R {
  return withProtectedGrouped(route, programmeOf, (programme, pages, sidebar) => {
    const shard = shardModules.get(programme);
    if (shard === undefined) throw new Error(`The programme ${programme} has no shard module.`);
    return {
      path: programme,
      exact: false,
      component,
      modules: {shard},
      ...(sidebar === undefined ? {} : {sidebar}),
      [SHARD]: programme,
      routes: pages,
    };
  });
}

/**
 * The docs plugin's global data (every doc's path, in `main.js`) without the
 * protected lessons, except each version's main doc, which the version menu
 * links to (in the public build, to its sign-in invitation), and the docs
 * `kept` names (the navbar's, src/docs/browserDocs.ts).
 */
export function globalDataWithoutProtected<D extends GlobalData>(data: D, kept: ReadonlySet<string> = new Set()): D {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter(
        (doc) => doc.id === version.mainDocId || (doc.id !== undefined && kept.has(doc.id)) || !isProtected(doc.path),
      ),
    })),
  };
}
