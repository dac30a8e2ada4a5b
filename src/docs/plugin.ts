import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import {PROTECTED_PATHS} from '../access/paths';
import {readSiteVariant} from '../access/variant';
import {routesWithPaginationRule, withPaginationRule} from './pagination';
import {globalDataWithoutProtected, signInRoutes, withoutProtectedPages} from './publicRoutes';
import {cardsOf, slimRoutes, type Cards} from './slimVersion';

const SIGN_IN_PAGE = '@site/src/components/LessonSignInPage/index.tsx';

/**
 * The docs plugin, changed in what it hands to the pages (wrapping it is how
 * Docusaurus documents such changes):
 * - every build: "Previous" and "Next" stay among pages of one kind
 *   (pagination.ts), and the version data every doc page downloads is slimmed
 *   (slimVersion.ts): an entry for each of 400 docs, read by nothing but the
 *   cards of a generated index, was 20 to 30 KiB of brotli on every doc page;
 * - the public build: no route for a protected lesson, one sign-in page per
 *   protected root instead (publicRoutes.ts), so that 380 lessons no reader
 *   of that build can open stop weighing on every page's route table.
 */
export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const isPublic = readSiteVariant(process.env) === 'public';
  return {
    ...plugin,
    async contentLoaded(args) {
      const content: LoadedContent = {...args.content, loadedVersions: args.content.loadedVersions.map(withPaginationRule)};
      const allDocs = content.loadedVersions.flatMap((version) => version.docs);
      const perVersion = content.loadedVersions.map((version) => cardsOf(version.sidebars as never));
      const cards: Cards = {
        docs: new Set(perVersion.flatMap((found) => [...found.docs])),
        indexes: new Set(perVersion.flatMap((found) => [...found.indexes])),
      };
      const {actions} = args;
      await plugin.contentLoaded?.({
        ...args,
        content,
        actions: {
          ...actions,
          addRoute: (route) => {
            const ruled = routesWithPaginationRule(route as never, allDocs);
            const slim = slimRoutes(ruled as never, cards) as RouteConfig;
            const kept = isPublic ? withoutProtectedPages(slim) : slim;
            if (kept) actions.addRoute(kept);
          },
          setGlobalData: (data) => actions.setGlobalData(isPublic ? globalDataWithoutProtected(data as never) : data),
        },
      });
      if (isPublic) signInRoutes(PROTECTED_PATHS, SIGN_IN_PAGE).forEach((route) => actions.addRoute(route as RouteConfig));
    },
  };
}

export {validateOptions} from '@docusaurus/plugin-content-docs';
