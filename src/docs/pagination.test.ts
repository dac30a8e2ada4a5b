import {describe, expect, it} from 'vitest';
import {keepsPaginationLink, routesWithPaginationRule, withPaginationRule, type PaginationEnd} from './pagination';

const intro: PaginationEnd = {permalink: '/docs/intro'};
const bootcamp: PaginationEnd = {permalink: '/docs/bootcamp'};
const contacto: PaginationEnd = {permalink: '/docs/contacto', lang: 'es'};
const landing: PaginationEnd = {permalink: '/docs'};
const enLesson: PaginationEnd = {permalink: '/docs/Programs/En/MLOps/Module-1/01-foundations/what-is-mlops'};
const enModule: PaginationEnd = {permalink: '/docs/Programs/En/MLOps/Module-2'};
const esLesson: PaginationEnd = {permalink: '/docs/Programs/Es/MLOps/Boost-MLOPs-With-Python/Module-2/deriva'};
const esAccented: PaginationEnd = {permalink: '/docs/Programs/Es/Hacking-Ético/01-laboratorio/montaje'};
const esSpaced: PaginationEnd = {permalink: '/docs/Programs/Es/Machine Learning/01-fundamentos/que-es'};
const oddCase: PaginationEnd = {permalink: '/docs/programs/en/MLOps/Module-1'};

describe('keepsPaginationLink', () => {
  it.each([
    ['public English → public English', intro, bootcamp, true],
    ['the programmes landing → a public English page', landing, intro, true],
    ['public English → public Spanish (lang front matter)', bootcamp, contacto, false],
    ['public Spanish → public English', contacto, bootcamp, false],
    ['public → English programme lesson', landing, enLesson, false],
    ['public → Spanish programme lesson (/docs/intro’s old "Previous")', intro, esLesson, false],
    ['English programme → public', enLesson, intro, false],
    ['English lesson → English module page', enLesson, enModule, true],
    ['English programme → Spanish programme', enModule, esLesson, false],
    ['Spanish programme → English programme', esLesson, enLesson, false],
    ['Spanish → Spanish, accented path', esLesson, esAccented, true],
    ['Spanish → Spanish, path with a space', esAccented, esSpaced, true],
    ['a protected path in another case is still a programme', oddCase, intro, false],
    ['a protected path in another case → English programme', oddCase, enLesson, true],
  ])('%s: %s', (_label, from, to, kept) => {
    expect(keepsPaginationLink(from, to)).toBe(kept);
  });
});

const link = ({permalink}: PaginationEnd) => ({title: permalink, permalink});
const docs = [
  {id: 'intro', permalink: intro.permalink, frontMatter: {}, previous: link(esLesson), next: link(bootcamp)},
  {id: 'bootcamp', permalink: bootcamp.permalink, frontMatter: {}, previous: link(intro), next: link(contacto)},
  {id: 'contacto', permalink: contacto.permalink, frontMatter: {lang: 'es'}, previous: link(bootcamp)},
  {id: 'deriva', permalink: esLesson.permalink, frontMatter: {}, previous: link(esAccented), next: link(intro)},
];

describe('withPaginationRule', () => {
  const version = {label: 'Next', docs};

  it('drops the links that cross, reading each target’s lang from its doc, and keeps everything else', () => {
    const ruled = withPaginationRule(version);
    expect(ruled.label).toBe('Next');
    expect(ruled.docs.map(({id, previous, next}) => [id, previous?.permalink, next?.permalink])).toEqual([
      ['intro', undefined, bootcamp.permalink],
      ['bootcamp', intro.permalink, undefined],
      ['contacto', undefined, undefined],
      ['deriva', esAccented.permalink, undefined],
    ]);
  });

  it('leaves the version it was given alone', () => {
    withPaginationRule(version);
    expect(version.docs[0]!.previous).toEqual(link(esLesson));
  });
});

describe('routesWithPaginationRule', () => {
  it('applies the rule to the generated indexes at any depth, and leaves other routes as they are', () => {
    const landing = {
      path: '/docs/',
      props: {categoryGeneratedIndex: {permalink: '/docs/', title: 'Programmes', navigation: {previous: link(intro), next: link(enLesson)}}},
    };
    type TestRoute = {path: string; exact?: boolean; props?: typeof landing.props; routes?: TestRoute[]};
    const tree: TestRoute = {path: '/docs', routes: [{path: '/docs', routes: [{path: '/docs/intro', exact: true}, landing]}]};
    const [page, index] = routesWithPaginationRule(tree, docs).routes![0]!.routes!;
    expect(page).toEqual({path: '/docs/intro', exact: true});
    expect(index).toEqual({
      path: '/docs/',
      props: {categoryGeneratedIndex: {permalink: '/docs/', title: 'Programmes', navigation: {previous: link(intro), next: undefined}}},
    });
  });
});
