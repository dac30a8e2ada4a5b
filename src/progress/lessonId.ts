/** The front-matter key that carries a lesson's stable id after the lesson moved. */
export const LESSON_ID_KEY = 'lesson_id';

/**
 * A lesson's stable id: its `lesson_id` front matter when it has one, else
 * its doc id (the path-derived id, or the one its `id` front matter sets).
 * Progress is stored under this id, so a lesson that moves keeps its
 * learners' progress by carrying its old id in `lesson_id`.
 */
export function stableLessonId(docId: string, frontMatter: Readonly<Record<string, unknown>>): string {
  const pinned = frontMatter[LESSON_ID_KEY];
  return typeof pinned === 'string' && pinned !== '' ? pinned : docId;
}

/**
 * A page's path as progress compares it: decoded, without a trailing slash
 * (Docusaurus gives a category's index page one, and its links may not).
 */
export const pagePath = (path: string): string => decodeURI(path).replace(/(.)\/$/, '$1');
