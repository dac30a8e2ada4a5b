import globalData from '@generated/globalData';
import type {GlobalDoc} from './browserDocs';

type DocsGlobalData = {versions: {name: string; docs: GlobalDoc[]}[]};

/**
 * Puts a programme's docs back into the browser's copy of the docs plugin's
 * global data, which leaves the lessons out (src/docs/browserDocs.ts). Each
 * lesson's page loads its programme's module, which calls this, before the
 * page renders or hydrates, so the theme's hooks find the doc being shown as
 * on the server. A doc already listed stays as it is: the server's copy lists
 * them all, and a programme's module runs once per page load.
 *
 * @returns how many docs it added, in an object: a route's module must be one (ComponentCreator)
 */
export default function restoreDocs(
  pluginId: string,
  versionName: string,
  docs: readonly GlobalDoc[],
): {readonly added: number} {
  const data = globalData['docusaurus-plugin-content-docs']?.[pluginId] as DocsGlobalData | undefined;
  const version = data?.versions.find((candidate) => candidate.name === versionName);
  if (!version) throw new Error(`The docs plugin ${pluginId} has no version ${versionName} in the global data.`);
  const listed = new Set(version.docs.map((doc) => doc.path));
  const missing = docs.filter((doc) => !listed.has(doc.path));
  version.docs.push(...missing);
  return {added: missing.length};
}
