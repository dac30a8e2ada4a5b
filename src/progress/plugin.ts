import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {countExercises} from './exercises';
import {FROZEN_IDS_FILE, reconcileIds, type FrozenIds} from './frozenIds';
import {pagePath, stableLessonId} from './lessonId';
import {
  buildManifest,
  duplicateIds,
  MANIFEST_FILE,
  type DocInfo,
  type LessonManifest,
  type SidebarItem,
} from './manifest';

/** The page listing the learner's programmes, their data download and deletion. */
export const MY_LEARNING_PATH = '/learning';

type LoadedDoc = {id: string; title: string; permalink: string; source: string; frontMatter: Record<string, unknown>};
type DocsContent = {loadedVersions: {docs: LoadedDoc[]; sidebars: Record<string, SidebarItem[]>}[]};

/**
 * Learner progress in the full build only (the public build never carries
 * progress code): the progress client module and its styles, the "My
 * learning" page, and the lesson manifest the server reads. It also keeps
 * the frozen lesson ids (src/progress/lessonIds.json): new lessons are
 * added, and a published id no lesson carries any more stops the build with
 * the fix, since every learner's progress on it would be orphaned.
 */
export default function progressPlugin(context: LoadContext): Plugin {
  let manifest: LessonManifest | null = null;
  return {
    name: 'progress',
    getClientModules: () => ['client.ts', 'progress.css'].map((file) => join(context.siteDir, 'src', 'progress', file)),
    async allContentLoaded({allContent, actions}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error('progress: the docs plugin loaded no version');
      const docs = new Map<string, DocInfo & {file: string}>();
      for (const doc of version.docs) {
        const file = doc.source.replace(/^@site\//, '');
        docs.set(doc.id, {
          stableId: stableLessonId(doc.id, doc.frontMatter),
          path: pagePath(doc.permalink),
          title: doc.title,
          exercises: countExercises(readFileSync(join(context.siteDir, file), 'utf8')),
          file,
        });
      }
      manifest = buildManifest(Object.values(version.sidebars).flat(), docs);
      const fileOf = new Map([...docs.values()].map((doc) => [doc.stableId, doc.file]));
      const frozenPath = join(context.siteDir, FROZEN_IDS_FILE);
      const frozen = existsSync(frozenPath) ? (JSON.parse(readFileSync(frozenPath, 'utf8')) as FrozenIds) : {};
      const reconciled = reconcileIds(
        frozen,
        manifest.lessons.map((lesson) => ({id: lesson.id, file: fileOf.get(lesson.id)!})),
      );
      const problems = [...duplicateIds(manifest), ...reconciled.problems];
      if (problems.length > 0) throw new Error(`Lesson ids (learner progress):\n- ${problems.join('\n- ')}`);
      if (JSON.stringify(reconciled.frozen) !== JSON.stringify(frozen)) {
        writeFileSync(frozenPath, `${JSON.stringify(reconciled.frozen, null, 2)}\n`);
        console.log(`[progress] ${reconciled.added.length} new lesson ids frozen in ${FROZEN_IDS_FILE}: commit it.`);
      }
      actions.addRoute({path: MY_LEARNING_PATH, component: '@site/src/components/MyLearning/index.tsx', exact: true});
    },
    async postBuild({outDir}) {
      await mkdir(outDir, {recursive: true});
      await writeFile(join(outDir, MANIFEST_FILE), JSON.stringify(manifest));
    },
  };
}
