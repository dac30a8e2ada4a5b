/**
 * A diagram drawn at build time: one SVG, in Mermaid's greyscale `neutral` theme. Dark mode shows the same SVG with
 * its lightness inverted by CSS (src/theme/Mermaid), so each diagram is drawn, stored and sent once, not once per mode.
 */
export type RenderedDiagram = {readonly svg: string};

/** Where a page's diagrams are served from, after a client-side navigation: `/diagrams/<key>.json`. */
export const DIAGRAMS_URL_DIR = 'diagrams';

/**
 * Mermaid's settings. `neutral` is greys on white, which inverts into greys on black with the same contrast; a
 * coloured theme would come out with its hues turned (the CSS rotates them back, but only approximately).
 */
export const MERMAID_SETTINGS = {theme: 'neutral'} as const;

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
  if (typeof value?.svg !== 'string' || !value.svg.startsWith('<svg')) throw new Error('Not a rendered diagram.');
  return {svg: value.svg};
}
