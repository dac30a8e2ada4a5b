import {existsSync} from 'node:fs';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {GITHUB_URL} from './src/site/constants';
import {withMinimumContrast} from './src/prism/accessibleTheme';
import {readFirebaseConfig} from './src/auth/config';
import {AUTH_NAVBAR_ITEM_TYPE, withAuthNavbarItem} from './src/site/navbar';
import {PUBLIC_DOCS_DIR, readSiteVariant} from './src/access/variant';
import highlightPlugin from './src/highlight/plugin';
import routeTablePlugin from './src/routeTable/plugin';
import themePatchesPlugin from './src/themePatches/plugin';
import diagramsPlugin from './src/diagrams/plugin';
import {DIAGRAM_CACHE_DIR} from './src/diagrams/rendered';
import remarkSqlBlocks from './src/sql/page/remarkSqlBlocks';
import sqlRunnerPlugin from './src/sql/page/plugin';
import progressPlugin from './src/progress/plugin';
import robotsPlugin from './src/robots/plugin';

// Authors may keep their Firebase settings in a local .env (see .env.example).
if (existsSync('.env')) process.loadEnvFile('.env');

const siteVariant = readSiteVariant(process.env);
// The public build reads a copy of the docs whose protected lessons are sign-in stubs.
const docsPath = siteVariant === 'public' ? PUBLIC_DOCS_DIR : 'docs';

const config = {
  title: 'Projects',
  tagline: 'Learning is cool',
  favicon: 'img/favicon.svg',
  url: process.env.SITE_URL ?? 'http://localhost:3000',
  baseUrl: '/',
  trailingSlash: undefined,

  future: {
    v4: true,
    faster: true,
  },

  customFields: {
    // Read at build time; the browser bundle gets only these public settings.
    firebase: readFirebaseConfig(process.env),
    siteVariant,
  },

  onBrokenLinks: 'throw',
  onDuplicateRoutes: 'warn',

  markdown: {
    // `.md` stays CommonMark (no JSX surprises for authors); `.mdx` is MDX.
    format: 'detect',
    // ```mermaid blocks become <Mermaid value=…/>: src/theme/Mermaid, drawn at build time.
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'warn',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', calendar: 'gregory', htmlLang: 'en'},
    },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is in `plugins`, wrapped (src/docs/plugin.ts).
        docs: false,
        blog: {
          showReadingTime: true,
          blogTitle: 'Blog',
          blogDescription: 'Articles on data engineering, SQL, Python, Docker and Airflow',
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          postsPerPage: 10,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          // ```sql blocks get Run, Edit and Reset (src/sql/README.md).
          remarkPlugins: [[remarkSqlBlocks, {root: 'blog', prefix: 'blog'}]],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          ignorePatterns: ['/login', '/logout'],
        },
      } satisfies Preset.Options,
    ],
  ],

  // Code is highlighted and diagrams are drawn at build time: src/highlight, src/diagrams.
  // Search is the site's own: src/search, with its index written by scripts/site-build/searchIndex.mts.
  plugins: [
    [
      './src/docs/plugin.ts',
      {
        path: docsPath,
        sidebarPath: './sidebars.ts',
        breadcrumbs: true,
        lastVersion: 'current',
        versions: {current: {label: 'Next'}},
        showLastUpdateTime: false,
        // ```sql blocks get Run, Edit and Reset (src/sql/README.md).
        remarkPlugins: [[remarkSqlBlocks, {root: docsPath, prefix: 'docs'}]],
      } satisfies DocsOptions,
    ],
    highlightPlugin,
    diagramsPlugin,
    sqlRunnerPlugin,
    routeTablePlugin,
    themePatchesPlugin,
    robotsPlugin,
    // Learner progress only where every reader has a session: the public build carries none of it.
    ...(siteVariant === 'full' ? [progressPlugin] : []),
  ],
  clientModules: ['./src/clientModules/drawLongPages.ts', './src/clientModules/prefetchOnIntent.ts'],
  // The live-reload site draws pages in the browser, so it serves the drawn diagrams as they are;
  // each production build gets only the drawings its own pages show (src/diagrams/plugin.ts).
  staticDirectories: siteVariant === 'standalone' ? ['static', DIAGRAM_CACHE_DIR] : ['static'],

  themeConfig: {
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'programmes-2025',
      content:
        'New in 2025: English Data Engineering projects and MLOps modules. <a href="/docs">See all programmes</a>.',
      backgroundColor: '#1b4d3e',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'Projects',
      hideOnScroll: false,
      logo: {
        alt: 'Projects logo',
        src: 'img/logo.svg',
        // The navbar draws it 32 px high (Infima's --ifm-navbar-item-height less padding); known dimensions, no layout shift.
        width: 32,
        height: 32,
      },
      items: withAuthNavbarItem(
        [
          {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Hands-on'},
          {to: '/blog', label: 'Blog', position: 'left'},
          {type: 'docsVersionDropdown', position: 'right'},
          {type: 'localeDropdown', position: 'right'},
          {href: GITHUB_URL, label: 'GitHub', position: 'right'},
          {type: 'search', position: 'right'},
        ],
        {type: AUTH_NAVBAR_ITEM_TYPE, position: 'right'},
      ),
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [{label: 'Tutorial', to: '/docs/intro'}],
        },
        {
          title: 'Community',
          items: [
            {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/data-engineering'},
            {label: 'DataTalks.Club', href: 'https://datatalks.club/'},
            {label: 'dbt Community', href: 'https://www.getdbt.com/community'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'GitHub', href: GITHUB_URL},
          ],
        },
      ],
      copyright: 'Copyright © 2025 Projects. Built with Docusaurus.',
    },
    prism: {
      theme: withMinimumContrast(prismThemes.github),
      darkTheme: withMinimumContrast(prismThemes.dracula),
      // The grammars are src/highlight/grammars.ts, loaded by src/highlight, not by the theme.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
