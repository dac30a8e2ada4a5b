import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readServerConfig} from '../../server/config';
import {MANIFEST_FILE, type LessonManifest, type ManifestGroup, type ManifestLesson} from '../../src/progress/manifest';

/** The lesson manifest of the build the server serves: the tests take lessons and counts from it, never typed in. */
const {fullRoot} = readServerConfig({...process.env, LOG_LEVEL: 'silent'});
export const manifest = JSON.parse(readFileSync(join(fullRoot, MANIFEST_FILE), 'utf8')) as LessonManifest;

export function lessonById(id: string): ManifestLesson {
  const lesson = manifest.lessons.find((candidate) => candidate.id === id);
  if (!lesson) throw new Error(`No lesson "${id}" in ${join(fullRoot, MANIFEST_FILE)}.`);
  return lesson;
}

/** The programme (a card of the docs landing page) a lesson belongs to. */
export function programmeOf(lesson: ManifestLesson): ManifestGroup {
  const programme = manifest.groups.find((group) => group.programme && lesson.groups.includes(group.path));
  if (!programme) throw new Error(`Lesson "${lesson.id}" is in no programme.`);
  return programme;
}
