import {classifyPath} from '../access/paths';
import {isCategoryIndexDoc} from './categoryIndex';
import type {InvitationData} from './invitation';

/** The parts of a loaded doc this reads. */
type LoadedDoc = {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  /** The folder of its file inside the docs folder (`.` at the top). */
  readonly sourceDirName: string;
  /** Its file, as `@site/<docs folder>/…/<name>.md`. */
  readonly source: string;
};

/**
 * What the sign-in invitation reads (src/docs/invitation.ts), from the public
 * build's docs: the title of every protected page, and the summary of each
 * programme's and module's own page, which its stub keeps
 * (scripts/site-build/publicDocs.ts). Nothing else of a protected doc.
 */
export function invitationData(docs: readonly LoadedDoc[]): InvitationData {
  const protectedDocs = docs.filter((doc) => classifyPath(encodeURI(doc.permalink)) === 'protected');
  const fileOf = (doc: LoadedDoc) => `${doc.sourceDirName}/${doc.source.split('/').at(-1)}`;
  return {
    titles: Object.fromEntries(protectedDocs.map((doc) => [doc.permalink, doc.title])),
    summaries: Object.fromEntries(
      protectedDocs.filter((doc) => isCategoryIndexDoc(fileOf(doc))).map((doc) => [doc.permalink, doc.description]),
    ),
  };
}
