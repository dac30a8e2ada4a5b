import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import {readSiteVariant} from '../access/variant';
import {invitationData} from './invitationData';
import {routesWithPaginationRule, withPaginationRule} from './pagination';
import {globalDataWithoutProtected, withInvitationRoutes} from './publicRoutes';
import {cardsOf, slimRoutes, type Cards} from './slimVersion';

const INVITATION_PAGE = '@site/src/components/LessonSignInPage/index.tsx';

/**
 * The docs plugin, changed in what it hands to the pages (wrapping it is how
 * Docusaurus documents such changes):
 * - every build: "Previous" and "Next" stay among pages of one kind
 *   (pagination.ts), and the version data every doc page downloads is
 *   slimmed (slimVersion.ts): an entry for each of 400 docs, read by nothing
 *   but the cards of a generated index, was 20 to 30 KiB of brotli on every
 *   doc page;
 * - the public build: every protected page, a stub, is shown as the sign-in
 *   invitation, prerendered with its title, under one route per protected
 *   root in the browser (publicRoutes.ts), so that 380 lessons no reader of
 *   that build can open stop weighing on every page's route table.
 */
export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const isPublic = readSiteVariant(process.env) === 'public';
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
      await plugin.contentLoaded?.({
        ...args,
        content,
        actions: {
          ...actions,
          addRoute: (route) => {
            const ruled = routesWithPaginationRule(route as never, allDocs);
            const slim = slimRoutes(ruled as never, cards) as RouteConfig;
            actions.addRoute(invitation ? withInvitationRoutes(slim, invitation) : slim);
          },
          setGlobalData: (data) => actions.setGlobalData(isPublic ? globalDataWithoutProtected(data as never) : data),
        },
      });
    },
  };
}

export {validateOptions} from '@docusaurus/plugin-content-docs';
