import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentDocs, {type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import {cardDocIds, slimRoutes} from './slimVersion';

/**
 * The docs plugin, with the version data every doc page downloads slimmed
 * (see slimVersion.ts): the lessons' descriptions were 20 KiB of brotli on
 * every doc page. Wrapping the plugin is the way Docusaurus documents for
 * changing what a plugin hands to the pages.
 */
export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const keep = new Set(args.content.loadedVersions.flatMap((version) => [...cardDocIds(version.sidebars as never)]));
      await plugin.contentLoaded?.({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(slimRoutes(route as never, keep))},
      });
    },
  };
}

export {validateOptions} from '@docusaurus/plugin-content-docs';
