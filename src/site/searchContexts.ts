/**
 * Turns protected path prefixes into the search plugin's context paths, so
 * each protected tree gets a search index file of its own that the server
 * can withhold from anonymous readers.
 */
export function toSearchContexts(paths: readonly string[]): string[] {
  return paths.map((path) => path.replace(/^\/+|\/+$/g, '')).filter((path) => path.length > 0);
}
