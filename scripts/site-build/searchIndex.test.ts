import {describe, expect, it} from 'vitest';
import {docUrl, extractPage, pageLanguage, pageUrl, searchRecordFor} from './searchIndex.mts';

const page = (body: string, lang = '') => `<html lang=en><head><title>X | Projects</title></head><body><main>${lang}<h1>Título &amp; más</h1>${body}</main></body></html>`;

describe('pageUrl', () => {
  it.each([
    ['index.html', '/'],
    ['docs/intro/index.html', '/docs/intro'],
    ['404.html', '/404'],
    ['docs/Programs/Es/Machine Learning/index.html', '/docs/Programs/Es/Machine Learning'],
  ])('%s → %s', (file, url) => {
    expect(pageUrl(file)).toBe(url);
  });
});

describe('pageLanguage', () => {
  it.each([
    ['/docs/intro', '<div lang=es><p>hola</p></div>', 'es'],
    ['/blog/x', '<div lang="es">', 'es'],
    ['/docs/intro', '<p>hello</p>', 'en'],
    ['/docs/intro', '<div lang=en>', 'en'],
    ['/docs/Programs/Es/Machine Learning/x', '<p>Sign in</p>', 'es'],
  ])('%s with %s → %s', (url, html, language) => {
    expect(pageLanguage(url, html)).toBe(language);
  });
});

describe('searchRecordFor', () => {
  const lesson = 'docs/Programs/Es/DevOps/git/index.html';
  it.each([
    ['full', 'docs/intro/index.html', page('<p>x</p>'), {kind: 'page', url: '/docs/intro', language: 'en'}],
    ['public', 'docs/intro/index.html', page('<p>x</p>'), {kind: 'page', url: '/docs/intro', language: 'en'}],
    ['full', lesson, page('<p>x</p>', '<div lang=es>'), {kind: 'page', url: '/docs/Programs/Es/DevOps/git', language: 'es'}],
    // The public build holds only a protected lesson's title, and only the title is indexed.
    ['public', lesson, page('<p>Inicia sesión</p>', '<div lang=es>'), {kind: 'locked', url: '/docs/Programs/Es/DevOps/git', language: 'es'}],
    ['public', 'docs/programs/en/x/index.html', page(''), {kind: 'locked', url: '/docs/programs/en/x', language: 'en'}],
    ['public', 'docs/Programs/Es/DevOps/y/index.html', '<title>Ramas | Projects</title>', {kind: 'locked', url: '/docs/Programs/Es/DevOps/y', language: 'es'}],
    ['full', 'index.html', page(''), {kind: 'skip'}],
    ['full', '404.html', page(''), {kind: 'skip'}],
    ['full', 'search/index.html', page(''), {kind: 'skip'}],
    ['full', 'login/index.html', page(''), {kind: 'skip'}],
    ['full', 'blog/index.html', page(''), {kind: 'skip'}],
    ['full', 'blog/page/2/index.html', page(''), {kind: 'skip'}],
    ['full', 'blog/tags/sql/index.html', page(''), {kind: 'skip'}],
    ['full', 'blog/archive/index.html', page(''), {kind: 'skip'}],
    ['full', 'blog/docker/index.html', page(''), {kind: 'page', url: '/blog/docker', language: 'en'}],
  ] as const)('%s build, %s', (variant, file, html, record) => {
    expect(searchRecordFor(file, html, variant)).toEqual(record);
  });
});

describe('extractPage', () => {
  const html = `<html lang=en><head><title>Lesson | Projects</title></head><body><nav>Menu words</nav><main><article>
<nav class=breadcrumbs>Home</nav><header><h1>Window &amp; functions</h1></header><p>Intro text.</p>
<h2 class=anchor id=learning-objectives>Learning objectives<a class=hash-link href=#x>\u200b</a></h2><p>Objective one.</p>
<pre><code>SELECT hidden_code</code></pre><button>Copy</button>
<h3 id="frames">Frames</h3><p>Rows between.</p><footer>Edit this page</footer></article></main></body></html>`;

  it('keeps the title and one section per heading, without navigation, code or buttons', () => {
    expect(extractPage('/docs/x', html, false)).toEqual({
      url: '/docs/x',
      title: 'Window & functions',
      locked: false,
      sections: [
        ['', '', 'Intro text.'],
        ['Learning objectives', 'learning-objectives', 'Objective one.'],
        ['Frames', 'frames', 'Rows between.'],
      ],
    });
  });

  it('keeps only the title of a locked lesson', () => {
    expect(extractPage('/docs/Programs/x', '<title>Ramas | Projects</title><main><p>Sign in</p></main>', true)).toEqual({
      url: '/docs/Programs/x',
      title: 'Ramas',
      locked: true,
      sections: [],
    });
  });
});

describe('docUrl', () => {
  it.each([
    ['Programs/En/MLOps/Module-1/02-experiment-tracking/03-autologging.md', '/docs/Programs/En/MLOps/Module-1/experiment-tracking/autologging'],
    ['Programs/En/MLOps/Module-1/index.md', '/docs/Programs/En/MLOps/Module-1'],
    ['Programs/Es/Machine Learning/01-fundamentos/01-que-es.md', '/docs/Programs/Es/Machine Learning/fundamentos/que-es'],
    ['intro.mdx', '/docs/intro'],
  ])('%s → %s', (file, url) => {
    expect(docUrl(file)).toBe(url);
  });
});
