import {mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {STUB_DESCRIPTION, isProtectedDoc, protectedDocPrefixes, stubDoc, writePublicDocs} from './publicDocs';

const SECRET = 'The secret sauce is a well-partitioned fact table.';

describe('protectedDocPrefixes', () => {
  it.each([
    [['/docs/Programs'], ['Programs']],
    [['/docs/Programs/'], ['Programs']],
    [['/blog/members', '/docs/Private/Area'], ['Private/Area']],
  ])('%j → %j', (paths, expected) => {
    expect(protectedDocPrefixes(paths)).toEqual(expected);
  });
});

describe('isProtectedDoc', () => {
  it.each([
    ['Programs/En/x.md', {}, true],
    ['Programs/index.md', {}, true],
    ['ProgramsExtra/x.md', {}, false],
    ['programs/En/x.md', {}, true],
    ['intro.md', {}, false],
    ['intro.md', {slug: '/Programs/hidden'}, true],
    ['intro.md', {slug: 'Programs/hidden'}, true],
    ['Programs/x.md', {slug: '/public-now'}, true],
  ])('%s %j → %s', (path, frontMatter, expected) => {
    expect(isProtectedDoc(path, frontMatter, ['Programs'])).toBe(expected);
  });
});

describe('stubDoc', () => {
  const raw = `---\ntitle: Partitioning\ndescription: ${SECRET}\nsidebar_position: 3\nslug: /Programs/p\nkeywords: [secret]\n---\n\n## Objectives\n\n${SECRET}\n`;
  const stub = matter(stubDoc(raw));

  it('keeps the title, place and slug', () => {
    expect(stub.data).toMatchObject({title: 'Partitioning', sidebar_position: 3, slug: '/Programs/p'});
  });

  it('drops the description, keywords and body', () => {
    expect(stub.data.description).toBe(STUB_DESCRIPTION);
    expect(stub.data).not.toHaveProperty('keywords');
    expect(stubDoc(raw)).not.toContain('secret sauce');
  });

  it('keeps the description of a programme’s or module’s own page, and still drops its body', () => {
    const index = stubDoc(raw, true);
    expect(matter(index).data.description).toBe(SECRET);
    expect(matter(index).content).not.toContain('secret sauce');
    expect(matter(index).content).not.toContain('Objectives');
  });

  it('refuses a doc without a title, which its stub would show as a file name', () => {
    expect(() => stubDoc(`---\ndescription: x\n---\n# Heading title\n`)).toThrow(/needs a `title`/);
  });
});

describe('writePublicDocs', () => {
  it('stubs protected docs, copies the rest and leaves protected assets out', () => {
    const source = mkdtempSync(join(tmpdir(), 'docs-'));
    const target = join(mkdtempSync(join(tmpdir(), 'public-')), 'docs');
    const files: Record<string, string> = {
      'intro.md': '---\ntitle: Intro\ndescription: Public.\n---\nHello.\n',
      'Programs/En/lesson.md': `---\ntitle: Lesson\ndescription: ${SECRET}\n---\n${SECRET}\n`,
      'Programs/En/_category_.json': '{"label": "English"}',
      'Programs/En/index.md': '---\ntitle: English\ndescription: What you will build.\n---\nThe intro.\n',
      'Programs/En/diagram.png': SECRET,
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(source, path)), {recursive: true});
      writeFileSync(join(source, path), content);
    }
    expect(writePublicDocs(source, target, ['/docs/Programs'])).toBe(2);
    expect(matter(readFileSync(join(target, 'Programs/En/index.md'), 'utf8')).data.description).toBe('What you will build.');
    expect(readFileSync(join(target, 'Programs/En/index.md'), 'utf8')).not.toContain('The intro.');
    expect(matter(readFileSync(join(target, 'Programs/En/lesson.md'), 'utf8')).data.description).toBe(STUB_DESCRIPTION);
    expect(readFileSync(join(target, 'intro.md'), 'utf8')).toBe(files['intro.md']);
    expect(readFileSync(join(target, 'Programs/En/lesson.md'), 'utf8')).not.toContain('secret sauce');
    expect(readFileSync(join(target, 'Programs/En/_category_.json'), 'utf8')).toBe(files['Programs/En/_category_.json']);
    expect(existsSync(join(target, 'Programs/En/diagram.png'))).toBe(false);
  });
});
