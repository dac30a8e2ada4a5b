import {protectedRootOf} from '../access/paths';
import {globalDataWithoutProtected, type GlobalData} from './publicRoutes';

/** A doc as the docs plugin's global data lists it (`docs` of a version). */
export type GlobalDoc = {id: string; path: string; sidebar?: string};

/** The docs of one programme that the browser's global data leaves out, and the version they belong to. */
export type MovedDocs = {readonly programme: string; readonly version: string; readonly docs: readonly GlobalDoc[]};

/**
 * The route prop through which a lesson's page loads its programme's entries
 * of the global data (see `browserDocsModule`): the module is loaded, like the
 * page's content, before the page renders or hydrates.
 */
export const BROWSER_DOCS_MODULE = 'programmeDocs';

/**
 * The programme a protected doc belongs to: its protected root and the two
 * segments below it (language, programme), as in
 * `/docs/Programs/Es/DataEngineering`. A doc less deep belongs to its own path.
 * Null for a doc under no protected root.
 */
export function programmeOf(path: string): string | null {
  const root = protectedRootOf(path);
  if (root === null) return null;
  // The route matches the root whatever the case, so the programme keeps the path's own spelling of it.
  const below = path.slice(root.length).split('/').filter(Boolean).slice(0, 2);
  return [path.slice(0, root.length), ...below].join('/');
}

/**
 * The docs plugin's global data as the browser's bundle gets it, and what it
 * leaves out. The global data is in every page's main bundle and listed every
 * doc (id, path, sidebar): 10 B of brotli per lesson, on every page. In the
 * browser it is read for the doc being shown (`useActiveDocContext`: the
 * navbar's "Hands-on" is active in its sidebar, the version menu links to the
 * same doc), for the version's main doc (version menu and banner) and for the
 * docs that navbar `doc` items name (`useLayoutDoc`). So the browser keeps the
 * docs outside the protected paths, the main doc and the navbar's docs; the
 * lessons go, grouped by programme, to a module that each lesson's page loads
 * (`browserDocsModule`), so a lesson's own entry is there when it renders.
 */
export function splitForBrowser<D extends GlobalData>(
  data: D,
  navbarDocIds: ReadonlySet<string>,
): {browser: D; moved: MovedDocs[]} {
  const browser = globalDataWithoutProtected(data, navbarDocIds);
  const moved = new Map<string, {programme: string; version: string; docs: GlobalDoc[]}>();
  data.versions.forEach((version, index) => {
    const kept = new Set(browser.versions[index]!.docs);
    for (const doc of version.docs as GlobalDoc[]) {
      if (kept.has(doc)) continue;
      const programme = programmeOf(doc.path);
      if (programme === null) throw new Error(`The doc ${doc.id} (${doc.path}) left out of the browser's data is under no programme.`);
      const key = `${version.name}\n${programme}`;
      const group = moved.get(key) ?? {programme, version: version.name, docs: []};
      group.docs.push(doc);
      moved.set(key, group);
    }
  });
  return {browser, moved: [...moved.values()]};
}

/**
 * The module a programme's lessons load: it puts the programme's docs back
 * into the browser's global data (src/docs/restoreDocs.ts), once, before the
 * first of its pages renders.
 */
export function browserDocsModule(pluginId: string, moved: MovedDocs): string {
  return [
    `import restoreDocs from '@site/src/docs/restoreDocs';`,
    `export default restoreDocs(${JSON.stringify(pluginId)}, ${JSON.stringify(moved.version)}, ${JSON.stringify(moved.docs)});`,
    '',
  ].join('\n');
}

/** The doc ids the navbar's `doc` items name, at any depth (dropdowns): `useLayoutDoc` looks them up. */
export function navbarDocIds(items: readonly unknown[]): Set<string> {
  const ids = new Set<string>();
  const walk = (list: readonly unknown[]) => {
    for (const item of list as {type?: string; docId?: string; items?: unknown[]}[]) {
      if (item.type === 'doc' && typeof item.docId === 'string') ids.add(item.docId);
      if (Array.isArray(item.items)) walk(item.items);
    }
  };
  walk(items);
  return ids;
}

type Route = {path: string; component?: string; modules?: Record<string, unknown>; routes?: Route[]};

/** The route tree with each page in `moduleOf` given that module (its programme's docs) as `BROWSER_DOCS_MODULE`. */
export function withBrowserDocsModules<R extends Route>(route: R, moduleOf: ReadonlyMap<string, string>): R {
  const module = route.routes ? undefined : moduleOf.get(route.path);
  return {
    ...route,
    ...(module === undefined ? {} : {modules: {...route.modules, [BROWSER_DOCS_MODULE]: module}}),
    ...(route.routes ? {routes: route.routes.map((child) => withBrowserDocsModules(child, moduleOf))} : {}),
  };
}
