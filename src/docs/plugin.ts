import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {docuHash} from '@docusaurus/utils';
import pluginContentDocs, {type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import {readSiteVariant} from '../access/variant';
import {invitationData} from './invitationData';
import {routesWithPaginationRule, withPaginationRule} from './pagination';
import {SHARD_ROUTE_COMPONENT, shardModuleFile} from '../routeTable/plugin';
import {globalDataWithoutProtected, withInvitationRoutes, withProgrammeRoutes, type GlobalData} from './publicRoutes';
import {browserDocsModule, navbarDocIds, programmeOf, splitForBrowser, withBrowserDocsModules} from './browserDocs';
import {cardsOf, slimRoutes, type Cards} from './slimVersion';

const INVITATION_PAGE = '@site/src/components/LessonSignInPage/index.tsx';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const globalDataLoader = createRequire(import.meta.url).resolve('./globalDataLoader.cjs');

/**
 * The docs plugin, changed in what it hands to the pages (wrapping it is how
 * Docusaurus documents such changes):
 * - every build: "Previous" and "Next" stay among pages of one kind
 *   (pagination.ts), and the version data every doc page downloads is
 *   slimmed (slimVersion.ts): an entry for each of 400 docs, read by nothing
 *   but the cards of a generated index, was 20 to 30 KiB of brotli on every
 *   doc page;
 * - the full build: the global data in the browser's main bundle lists no
 *   lessons; each lesson's page loads its programme's entries instead
 *   (browserDocs.ts), and each programme's pages sit under one route, whose
 *   pages the browser loads with it (publicRoutes.ts's `withProgrammeRoutes`,
 *   src/routeTable), so that a new lesson no longer weighs on every page;
 * - the public build: every protected page, a stub, is shown as the sign-in
 *   invitation, prerendered with its title, under one route per protected
 *   root in the browser (publicRoutes.ts), so that 380 lessons no reader of
 *   that build can open stop weighing on every page's route table.
 */
export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const isPublic = readSiteVariant(process.env) === 'public';
  const pluginId = options.id ?? 'default';
  let browserGlobalData: GlobalData | undefined;
  return {
    ...plugin,
    async contentLoaded(args) {
      const content: LoadedContent = {...args.content, loadedVersions: args.content.loadedVersions.map(withPaginationRule)};
      const perVersion = content.loadedVersions.map((version) => cardsOf(version.sidebars as never));
      const cards: Cards = {
        docs: new Set(perVersion.flatMap((found) => [...found.docs])),
        indexes: new Set(perVersion.flatMap((found) => [...found.indexes])),
      };
      const {actions} = args;
      const allDocs = content.loadedVersions.flatMap((version) => version.docs);
      const invitation = isPublic
        ? {
            component: INVITATION_PAGE,
            modules: {
              invitation: await actions.createData(
                'sign-in-invitation.json',
                JSON.stringify(invitationData(allDocs)),
              ),
            },
          }
        : null;
      // The routes wait for the global data: in the full build, a lesson's route loads its programme's entries of it.
      const routes: RouteConfig[] = [];
      let globalData: GlobalData | undefined;
      await plugin.contentLoaded?.({
        ...args,
        content,
        actions: {
          ...actions,
          addRoute: (route) => {
            const ruled = routesWithPaginationRule(route as never, allDocs);
            routes.push(slimRoutes(ruled as never, cards) as RouteConfig);
          },
          setGlobalData: (data) => {
            globalData = data as GlobalData;
          },
        },
      });
      if (!globalData) throw new Error('The docs plugin set no global data: the browser copy of it cannot be made.');
      if (invitation) {
        actions.setGlobalData(globalDataWithoutProtected(globalData));
        for (const route of routes) actions.addRoute(withInvitationRoutes(route, invitation));
        return;
      }
      const navbar = context.siteConfig.themeConfig.navbar as {items?: unknown[]} | undefined;
      const {browser, moved} = splitForBrowser(globalData, navbarDocIds(navbar?.items ?? []));
      const moduleOf = new Map<string, string>();
      for (const group of moved) {
        const name = `programme-docs-${docuHash(`${group.version}${group.programme}`)}.js`;
        const file = await actions.createData(name, browserDocsModule(pluginId, group));
        for (const doc of group.docs) moduleOf.set(doc.path, file);
      }
      const shardModules = new Map<string, string>();
      for (const programme of new Set(allDocs.flatMap((doc) => programmeOf(doc.permalink) ?? []))) {
        const shard = shardModuleFile(programme, docuHash(programme));
        shardModules.set(programme, await actions.createData(shard.name, shard.content));
      }
      actions.setGlobalData(globalData);
      browserGlobalData = browser;
      for (const route of routes) {
        const withDocs = withBrowserDocsModules(route, moduleOf);
        actions.addRoute(withProgrammeRoutes(withDocs, programmeOf, SHARD_ROUTE_COMPONENT, shardModules));
      }
    },
    // The browser's bundle gets the global data without the lessons; the server renders with all of it.
    configureWebpack(config, isServer, utils, loadedContent) {
      const base = plugin.configureWebpack?.(config, isServer, utils, loadedContent) ?? {};
      if (isServer || !browserGlobalData) return base;
      return {
        ...base,
        module: {
          ...base.module,
          rules: [
            ...(base.module?.rules ?? []),
            {
              test: (file: string) => file === join(context.generatedFilesDir, 'globalData.json'),
              use: [{loader: globalDataLoader, options: {plugin: DOCS_PLUGIN, pluginId, data: browserGlobalData}}],
            },
          ],
        },
      };
    },
  };
}

export {validateOptions} from '@docusaurus/plugin-content-docs';
