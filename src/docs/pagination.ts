import {classifyPath} from '../access/paths';
import {contentLanguage} from '../site/contentLanguage';

/** A page at either end of a "Previous" or "Next" link. */
export type PaginationEnd = {
  readonly permalink: string;
  /** The page's `lang` front matter, if any. */
  readonly lang?: unknown;
};

type Link = {readonly title: string; readonly permalink: string};
type LoadedDoc = {
  readonly permalink: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
  readonly previous?: Link;
  readonly next?: Link;
};
type Navigation = {readonly previous?: Link; readonly next?: Link};
type GeneratedIndex = {readonly permalink: string; readonly navigation: Navigation};
type Route = {
  readonly props?: Readonly<Record<string, unknown>> & {readonly categoryGeneratedIndex?: GeneratedIndex};
  readonly routes?: readonly Route[];
  readonly [attribute: string]: unknown;
};

/** Who may read a page (anyone, or signed-in learners) and the language it is written in. */
function areaOf({permalink, lang}: PaginationEnd): string {
  const access = classifyPath(encodeURI(permalink)) === 'protected' ? 'programme' : 'public';
  return `${access} ${contentLanguage(permalink, lang) ?? 'en'}`;
}

/**
 * The pagination rule: "Previous" and "Next" stay among pages of one kind. A
 * link never leads from a public page into a programme (a reader would land
 * on the sign-in wall), nor out of one, nor from an English page to a
 * Spanish one or back: the sidebar's order runs from the Spanish programmes
 * straight into "Start here", so without this `/docs/intro`'s "Previous" was
 * a protected Spanish lesson.
 */
export function keepsPaginationLink(from: PaginationEnd, to: PaginationEnd): boolean {
  return areaOf(from) === areaOf(to);
}

/** A link, if the rule lets `from` keep it. Its target's `lang` is looked up among `docs`. */
function keptLink(docs: readonly LoadedDoc[]): (from: PaginationEnd, link: Link | undefined) => Link | undefined {
  const langOf = new Map(docs.map((doc) => [doc.permalink, doc.frontMatter.lang]));
  return (from, link) =>
    link !== undefined && keepsPaginationLink(from, {permalink: link.permalink, lang: langOf.get(link.permalink)}) ? link : undefined;
}

/** A loaded docs version whose docs keep only the "Previous" and "Next" links the rule allows. */
export function withPaginationRule<V extends {readonly docs: readonly LoadedDoc[]}>(version: V): V {
  const kept = keptLink(version.docs);
  return {
    ...version,
    docs: version.docs.map((doc) => {
      const from = {permalink: doc.permalink, lang: doc.frontMatter.lang};
      return {...doc, previous: kept(from, doc.previous), next: kept(from, doc.next)};
    }),
  };
}

/**
 * A docs route tree whose generated indexes (category pages, such as `/docs`)
 * keep only the links the rule allows: the plugin computes their
 * "Previous" and "Next" from the sidebar when it makes their routes.
 */
export function routesWithPaginationRule<R extends Route>(route: R, docs: readonly LoadedDoc[]): R {
  const kept = keptLink(docs);
  const ruled = (index: GeneratedIndex): GeneratedIndex => {
    const from = {permalink: index.permalink};
    const {previous, next} = index.navigation;
    return {...index, navigation: {...index.navigation, previous: kept(from, previous), next: kept(from, next)}};
  };
  const rule = (node: Route): Route => {
    const index = node.props?.categoryGeneratedIndex;
    return {
      ...node,
      ...(index ? {props: {...node.props, categoryGeneratedIndex: ruled(index)}} : {}),
      ...(node.routes ? {routes: node.routes.map(rule)} : {}),
    };
  };
  return rule(route) as R;
}
