/**
 * The Prism grammars the site highlights, for the browser: each loads on
 * demand, after the grammars it builds on (`after`: Prism's required,
 * optional and modified components, within this set, so a block is split into
 * the same tokens as in the build). `grammars.test.ts` checks this table
 * against Prism's own components.json. To support a new language, add it
 * here; the build highlights whatever this table lists.
 */
// `after` holds ids of this table; grammars.test.ts checks them (a typed self-reference would not compile).
type Grammar = {readonly after: readonly string[]; readonly load: () => Promise<unknown>};

export const GRAMMARS = {
  markup: {after: [], load: () => import('prismjs/components/prism-markup.js')},
  css: {after: ['markup'], load: () => import('prismjs/components/prism-css.js')},
  clike: {after: [], load: () => import('prismjs/components/prism-clike.js')},
  javascript: {after: ['clike', 'markup'], load: () => import('prismjs/components/prism-javascript.js')},
  typescript: {after: ['javascript'], load: () => import('prismjs/components/prism-typescript.js')},
  jsx: {after: ['markup', 'javascript'], load: () => import('prismjs/components/prism-jsx.js')},
  tsx: {after: ['jsx', 'typescript'], load: () => import('prismjs/components/prism-tsx.js')},
  'markup-templating': {after: ['markup'], load: () => import('prismjs/components/prism-markup-templating.js')},
  django: {after: ['markup-templating'], load: () => import('prismjs/components/prism-django.js')},
  markdown: {after: ['markup', 'yaml'], load: () => import('prismjs/components/prism-markdown.js')},
  bash: {after: [], load: () => import('prismjs/components/prism-bash.js')},
  powershell: {after: [], load: () => import('prismjs/components/prism-powershell.js')},
  python: {after: [], load: () => import('prismjs/components/prism-python.js')},
  sql: {after: [], load: () => import('prismjs/components/prism-sql.js')},
  yaml: {after: [], load: () => import('prismjs/components/prism-yaml.js')},
  json: {after: [], load: () => import('prismjs/components/prism-json.js')},
  toml: {after: [], load: () => import('prismjs/components/prism-toml.js')},
  ini: {after: [], load: () => import('prismjs/components/prism-ini.js')},
  hcl: {after: [], load: () => import('prismjs/components/prism-hcl.js')},
  docker: {after: [], load: () => import('prismjs/components/prism-docker.js')},
  protobuf: {after: ['clike'], load: () => import('prismjs/components/prism-protobuf.js')},
  diff: {after: [], load: () => import('prismjs/components/prism-diff.js')},
} as const satisfies Record<string, Grammar>;

export type GrammarId = keyof typeof GRAMMARS;

/** Other names authors write after the fence (Prism's aliases for the grammars above). */
export const ALIASES: Readonly<Record<string, GrammarId>> = {
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  mathml: 'markup',
  ssml: 'markup',
  atom: 'markup',
  rss: 'markup',
  js: 'javascript',
  ts: 'typescript',
  jinja2: 'django',
  md: 'markdown',
  sh: 'bash',
  shell: 'bash',
  py: 'python',
  yml: 'yaml',
  webmanifest: 'json',
  dockerfile: 'docker',
};

/** The grammar a fence's language names, or null for plain text (`text`, or a language the site does not highlight). */
export function grammarOf(language: string | undefined): GrammarId | null {
  if (!language) return null;
  const name = language.toLowerCase();
  if (Object.hasOwn(GRAMMARS, name)) return name as GrammarId;
  return Object.hasOwn(ALIASES, name) ? ALIASES[name]! : null;
}
