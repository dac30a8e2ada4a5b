import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {themeCss} from './themeCss';

/**
 * Highlighting at build time (see README.md):
 * - `@side/highlighter` is all of Prism in the server bundle, and a loader of
 *   single grammars in the browser's;
 * - the theme's client module that put Prism and its grammars into every
 *   page's main bundle is replaced by nothing;
 * - the Prism themes become one stylesheet of class rules, for both modes.
 */
export default function highlightPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as ThemeConfig;
  const require = createRequire(join(context.siteDir, 'package.json'));
  const here = (file: string) => join(context.siteDir, 'src', 'highlight', file);
  const cssFile = join(context.generatedFilesDir, 'highlight', 'prism-themes.css');
  mkdirSync(join(context.generatedFilesDir, 'highlight'), {recursive: true});
  writeFileSync(cssFile, themeCss({light: prism.theme, dark: prism.darkTheme ?? prism.theme}));
  return {
    name: 'projects-highlight',
    getClientModules: () => [cssFile],
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          '@side/highlighter': here(isServer ? 'serverHighlighter.ts' : 'clientHighlighter.ts'),
          [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages')]: false,
        },
      },
    }),
  };
}
