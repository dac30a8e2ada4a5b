import {classifyPath} from '../access/paths';

type Route = {path: string; exact?: boolean; routes?: Route[]};
type GlobalVersion = {mainDocId?: string; docs: {id?: string; path: string}[]};
type GlobalData = {versions: GlobalVersion[]};

const isProtected = (path: string) => classifyPath(encodeURI(path)) === 'protected';

/**
 * The public build's docs routes without the protected lessons' pages (their
 * stubs stay in the sidebar, titled, and in the search index). Each route
 * costs every page of the site bytes in the route table, and 380 of the
 * site's 420 docs are lessons; one page per protected root stands for them
 * all (`signInRoutes`).
 */
export function withoutProtectedPages<R extends Route>(route: R): R | null {
  if (!route.routes) return isProtected(route.path) ? null : route;
  const routes = route.routes.map(withoutProtectedPages).filter((child): child is Route => child !== null);
  return {...route, routes};
}

/**
 * The docs plugin's global data (every doc's path, in `main.js`) without the
 * protected lessons, except each version's main doc, which the version menu
 * links to (in the public build, to the sign-in page).
 */
export function globalDataWithoutProtected<D extends GlobalData>(data: D): D {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId || !isProtected(doc.path)),
    })),
  };
}

/** A route for everything under each protected root, to the sign-in page. */
export function signInRoutes(protectedRoots: readonly string[], component: string): Route[] {
  return protectedRoots.map((path) => ({path, exact: false, component}) as Route);
}
