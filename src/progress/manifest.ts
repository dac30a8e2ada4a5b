import {pagePath} from './lessonId';

/**
 * The lesson manifest the build writes for the server: every lesson (a doc
 * of the sidebar that is not a category's own page) in sidebar order, with
 * its stable id, where it is now, and the categories around it (the groups
 * whose "x of y done" the site shows on their page and card).
 */
export type ManifestLesson = {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  /** Paths (or unlinked category keys) of the groups around the lesson, outermost first; the last one is its module. */
  readonly groups: readonly string[];
  /** How many exercises the lesson has: all solved counts as done. */
  readonly exercises: number;
};

export type ManifestGroup = {readonly path: string; readonly title: string; readonly programme: boolean};

export type LessonManifest = {readonly lessons: readonly ManifestLesson[]; readonly groups: readonly ManifestGroup[]};

/** The file the build writes next to the full build's pages, and the server reads. */
export const MANIFEST_FILE = 'progress-lessons.json';

/** The docs landing page: its cards are the programmes. */
export const LANDING_PATH = '/docs';

/**
 * The key of a category without a page of its own (its card links to its
 * first item): the page its card is shown on (its nearest group) and its
 * label, so that two such categories of one name elsewhere stay apart.
 */
export const unlinkedCategoryKey = (parent: string, label: string) => `${parent}#${label}`;

/** The parts of the docs plugin's sidebar and doc shapes read here. */
export type SidebarItem = {
  readonly type: string;
  readonly id?: string;
  readonly label?: string;
  readonly items?: readonly SidebarItem[];
  readonly link?: {readonly type: string; readonly id?: string; readonly permalink?: string};
};
export type DocInfo = {
  readonly stableId: string;
  readonly path: string;
  readonly title: string;
  readonly exercises: number;
};

/** Builds the manifest from a sidebar and the docs it names (by doc id). */
export function buildManifest(sidebar: readonly SidebarItem[], docs: ReadonlyMap<string, DocInfo>): LessonManifest {
  const lessons: ManifestLesson[] = [];
  const groups: ManifestGroup[] = [];
  const seen = new Set<string>();
  const pageOf = (item: SidebarItem, parent: string): string | null => {
    if (item.link?.type === 'generated-index') return item.link.permalink ? pagePath(item.link.permalink) : null;
    if (item.link?.type === 'doc' && item.link.id) return docs.get(item.link.id)?.path ?? null;
    return item.label === undefined ? null : unlinkedCategoryKey(parent, item.label);
  };
  const categoryDocs = new Set<string>();
  const walk = (items: readonly SidebarItem[], around: readonly string[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) categoryDocs.add(item.link.id);
        const page = pageOf(item, around.at(-1) ?? '');
        if (page !== null)
          groups.push({
            path: page,
            title: item.label ?? page,
            programme: around.length === 1 && around[0] === LANDING_PATH,
          });
        walk(item.items ?? [], page === null ? around : [...around, page]);
      } else if (item.type === 'doc' && item.id && !categoryDocs.has(item.id) && !seen.has(item.id)) {
        const doc = docs.get(item.id);
        if (!doc) continue;
        seen.add(item.id);
        lessons.push({id: doc.stableId, path: doc.path, title: doc.title, groups: around, exercises: doc.exercises});
      }
    }
  };
  walk(sidebar, []);
  // A category's own doc may also be listed as an item before the category is reached: it is a page, not a lesson.
  return {
    lessons: lessons.filter(
      (lesson) => ![...docs].some(([docId, doc]) => categoryDocs.has(docId) && doc.path === lesson.path),
    ),
    groups,
  };
}

/** Two docs with one stable id would share progress: the build refuses them, naming both. */
export function duplicateIds(manifest: LessonManifest): string[] {
  const byId = new Map<string, string[]>();
  for (const lesson of manifest.lessons) byId.set(lesson.id, [...(byId.get(lesson.id) ?? []), lesson.path]);
  return [...byId]
    .filter(([, paths]) => paths.length > 1)
    .map(([id, paths]) => `lesson id "${id}" is used by ${paths.join(' and ')}`);
}
