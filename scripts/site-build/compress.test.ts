import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {byCost, contentMemo, createPrecompressor, levelsFor, type Levels} from './compress';

const HASHED = {brotli: 11, gzip: 9};
const OTHER = {brotli: 6, gzip: 6};

describe('levelsFor', () => {
  it.each([
    ['assets/js/main.80c8761a.js', HASHED],
    ['assets/css/styles.4e1b0c2d.css', HASHED],
    ['assets/images/flow-3a9f.svg', HASHED],
    ['assets/files/taxi-3a9f.sql', HASHED],
    ['index.html', OTHER],
    ['docs/Programs/Es/Machine Learning/index.html', OTHER],
    ['search-index/p/abc.json', OTHER],
    ['blog/rss.xml', OTHER],
    ['img/logo.svg', OTHER],
    ['manifest.webmanifest', OTHER],
    // The SQL engine: hashed, but too large for brotli 11 to pay; its datasets are small.
    ['assets/sql/pglite.f32bbd11d2756410.wasm', OTHER],
    ['assets/sql/pglite.da2a07e0e5eed831.data', OTHER],
    ['assets/sql/taxi.0c1d2e3f.sql', HASHED],
    // A folder named like the hashed one, deeper in the site, holds pages, not hashed files.
    ['docs/assets/index.html', OTHER],
    ['img/photo.png', null],
    ['assets/images/photo-3a9f.webp', null],
    ['assets/fonts/inter.woff2', null],
    ['index.html.br', null],
  ])('%s → %j', (file, expected) => {
    expect(levelsFor(file)).toEqual(expected);
  });
});

describe('levelsFor, given the content', () => {
  const PAGE = {brotli: 10, gzip: 9};
  const compiledPage = Buffer.from(
    'r.d(n,{metadata:()=>s,default:()=>u,frontMatter:()=>i,contentTitle:()=>d,toc:()=>l,assets:()=>c});',
  );
  it.each([
    ['a page’s compiled Markdown', 'assets/js/e593b93f.55a81ce2.js', compiledPage, PAGE],
    ['a shared chunk', 'assets/js/8898.eacac7ae.js', Buffer.from('r.d(n,{A:()=>o});'), HASHED],
    ['one of the two exports only', 'assets/js/0058b4c6.b254f2d9.js', Buffer.from('{frontMatter:()=>i}'), HASHED],
    // Pages and search-index chunks that quote the same text keep their own levels.
    ['a page quoting it', 'docs/intro/index.html', compiledPage, OTHER],
    ['a search-index chunk quoting it', 'search-index/p/abc.json', compiledPage, OTHER],
    ['a hashed stylesheet', 'assets/css/styles.4e1b0c2d.css', compiledPage, HASHED],
  ])('%s', (_label, file, content, expected) => {
    expect(levelsFor(file, content)).toEqual(expected);
  });
});

describe('contentMemo', () => {
  const L6: Levels = OTHER;
  const L11: Levels = HASHED;
  it.each<[string, [string, Levels][], number[]]>([
    [
      'different contents',
      [
        ['a', L6],
        ['b', L6],
      ],
      [0, 1],
    ],
    [
      'the same bytes twice',
      [
        ['same', L6],
        ['same', L6],
      ],
      [0, 0],
    ],
    [
      'the same bytes at other levels',
      [
        ['same', L6],
        ['same', L11],
      ],
      [0, 1],
    ],
    [
      'the same size, other bytes',
      [
        ['abc', L6],
        ['abd', L6],
        ['abc', L6],
      ],
      [0, 1, 0],
    ],
    [
      'a prefix of another',
      [
        ['ab', L6],
        ['abc', L6],
        ['ab', L6],
      ],
      [0, 1, 0],
    ],
  ])('%s', (_, calls, expected) => {
    const memo = contentMemo<number>();
    let made = 0;
    const values = calls.map(([text, levels]) => memo(Buffer.from(text), levels, () => made++));
    expect(values).toEqual(expected);
    expect(made).toBe(new Set(expected).size);
  });
});

describe('byCost', () => {
  it('puts higher levels first, then larger files', () => {
    const files = [
      {name: 'page', levels: OTHER, size: 90_000},
      {name: 'small chunk', levels: HASHED, size: 2_000},
      {name: 'index', levels: OTHER, size: 3_000},
      {name: 'main', levels: HASHED, size: 800_000},
    ];
    expect(files.sort(byCost).map(({name}) => name)).toEqual(['main', 'small chunk', 'page', 'index']);
  });
});

describe('createPrecompressor', () => {
  const site = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'compress-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), {recursive: true});
      writeFileSync(join(root, path), content);
    }
    return root;
  };
  const shared = `console.log("shared");${'/* padding */'.repeat(200)}`;
  const page = (variant: string) => `<!doctype html><p>${variant}</p>${' '.repeat(2048)}`;

  it('writes .br and .gz beside each file worth it, compressing each distinct content once', async () => {
    const full = site({
      'index.html': page('full'),
      'assets/js/a.1.js': shared,
      'assets/js/copy.2.js': shared,
      'small.html': '<p>small</p>',
      'img/photo.png': 'x'.repeat(4096),
    });
    const pub = site({'index.html': page('public'), 'assets/js/a.1.js': shared});
    const precompress = createPrecompressor();

    expect(await precompress(full)).toMatchObject({files: 3, compressed: 2});
    expect(await precompress(pub)).toMatchObject({files: 2, compressed: 1});

    for (const [root, file, content] of [
      [full, 'index.html', page('full')],
      [full, 'assets/js/copy.2.js', shared],
      [pub, 'index.html', page('public')],
      [pub, 'assets/js/a.1.js', shared],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(join(root, `${file}.br`))).toString()).toBe(content);
      expect(gunzipSync(readFileSync(join(root, `${file}.gz`))).toString()).toBe(content);
    }
    expect(existsSync(join(full, 'small.html.br'))).toBe(false);
    expect(existsSync(join(full, 'img/photo.png.gz'))).toBe(false);
  });

  it('compresses only the files it is told to include', async () => {
    const root = site({'index.html': page('full'), 'search-index/p/abc.json': `[${'"term",'.repeat(300)}""]`});
    const precompress = createPrecompressor();
    const inIndex = (file: string) => file.startsWith('search-index/');

    expect(await precompress(root, (file) => !inIndex(file))).toMatchObject({files: 1});
    expect(existsSync(join(root, 'index.html.br'))).toBe(true);
    expect(existsSync(join(root, 'search-index/p/abc.json.br'))).toBe(false);
    expect(await precompress(root, inIndex)).toMatchObject({files: 1});
    expect(existsSync(join(root, 'search-index/p/abc.json.br'))).toBe(true);
  });
});
