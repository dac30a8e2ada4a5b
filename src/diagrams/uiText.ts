/** Shown, with the diagram's source, when a diagram cannot be fetched after a client-side navigation. */
export const DIAGRAM_LOAD_FAILED = 'This diagram could not be loaded. Its source is below; reload the page to try again.';
