import {useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Which render this is, for a component whose markup the build computes:
 * - `server`: the build writing the HTML, with build-only code at hand;
 * - `hydration`: the browser adopting that HTML: the component keeps the
 *   markup it finds and runs nothing to recompute it;
 * - `client`: the browser rendering it from scratch (a client-side
 *   navigation, or the live-reload site, which has no server rendering).
 * A component keeps the pass it first rendered with, unless `source` (what
 * its markup is computed from) changes, which makes it a client render.
 */
export type RenderPass = 'server' | 'hydration' | 'client';

// Docusaurus defines this for the production client bundle, which hydrates
// the server's HTML; the live-reload site renders from nothing instead.
const HYDRATES = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

export function useRenderPass(source: string): RenderPass {
  const hydrated = useIsBrowser();
  const [first] = useState(() => ({
    source,
    pass: (!ExecutionEnvironment.canUseDOM ? 'server' : hydrated || !HYDRATES ? 'client' : 'hydration') as RenderPass,
  }));
  if (first.pass === 'hydration' && source !== first.source) return 'client';
  return first.pass;
}

/**
 * `dangerouslySetInnerHTML` for the hydration pass. React does not compare
 * or rewrite an element's inner HTML while hydrating, and later renders
 * rewrite it only when this prop changes identity: one frozen object keeps
 * the server's markup for the life of the element.
 */
export const KEEP_SERVER_MARKUP = Object.freeze({__html: ''});
