import type {createRequire as CreateRequire} from 'node:module';
import {GRAMMARS} from './grammars';
import type {Highlighter} from './highlighter';
import {tokenizeWith, type PrismLike} from './tokenize';

// Only in the build's server bundle (see plugin.ts). Docusaurus runs that
// bundle in Node with a real `require`, so Prism loads as Node expects,
// grammars and all, and none of it reaches the browser. It is resolved from
// the site (the working directory of the build), not from the bundle, which
// may be written anywhere with --out-dir.
declare const __non_webpack_require__: NodeJS.Require;
const {createRequire} = __non_webpack_require__('node:module') as {createRequire: typeof CreateRequire};
const siteRequire = createRequire(`${process.cwd()}/package.json`);
const prism = siteRequire('prismjs') as PrismLike;
(siteRequire('prismjs/components/index.js') as (ids: string[]) => void)(Object.keys(GRAMMARS));

export const highlighter: Highlighter = {
  tokenize: (code, language) => tokenizeWith(prism, code, language),
  load: () => Promise.resolve(),
};
