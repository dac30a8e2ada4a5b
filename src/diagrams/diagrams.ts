import type {RenderedDiagram} from './rendered';

/**
 * The diagrams a page shows. The build's copy (serverDiagrams) reads what
 * `renderDiagrams` drew; the browser's (clientDiagrams) fetches one after a
 * client-side navigation. A page loaded from the server keeps the SVG the
 * build wrote into it (see src/prerendered).
 */
export type Diagrams = {
  /** The drawn diagram if it is at hand now, else null. */
  readonly rendered: (key: string) => RenderedDiagram | null;
  readonly load: (key: string) => Promise<RenderedDiagram>;
};
