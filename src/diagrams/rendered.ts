/** A diagram drawn at build time: one SVG for each colour mode. */
export type RenderedDiagram = {readonly light: string; readonly dark: string};

/** Where a page's diagrams are served from, after a client-side navigation: `/diagrams/<key>.json`. */
export const DIAGRAMS_URL_DIR = 'diagrams';

/**
 * Mermaid's settings for the site's two colour modes. The dark theme's grey
 * behind edge labels leaves their text below WCAG AA contrast (axe reports
 * it), so it is darkened.
 */
export const MERMAID_THEMES = {
  light: {theme: 'neutral'},
  dark: {theme: 'dark', themeVariables: {edgeLabelBackground: '#2b2b2b'}},
} as const;

/**
 * Where the build keeps drawn diagrams (`diagrams/<key>.json`), relative to
 * the site. Under node_modules/.cache so that `docusaurus clear` empties it
 * and Git never sees it. Each production build copies in only the diagrams its
 * own pages show; the live-reload site serves this folder as it is.
 */
export const DIAGRAM_CACHE_DIR = 'node_modules/.cache/projects-diagrams';

/** Reads what the browser was sent, refusing anything that is not a drawn diagram. */
export function parseRendered(json: unknown): RenderedDiagram {
  const value = json as Partial<RenderedDiagram> | null;
  if (typeof value?.light !== 'string' || typeof value.dark !== 'string' || !value.light.startsWith('<svg')) {
    throw new Error('Not a rendered diagram.');
  }
  return {light: value.light, dark: value.dark};
}
