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
});

describe('writePublicDocs', () => {
  it('stubs protected docs, copies the rest and leaves protected assets out', () => {
    const source = mkdtempSync(join(tmpdir(), 'docs-'));
    const target = join(mkdtempSync(join(tmpdir(), 'public-')), 'docs');
    const files: Record<string, string> = {
      'intro.md': '---\ntitle: Intro\ndescription: Public.\n---\nHello.\n',
      'Programs/En/lesson.md': `---\ntitle: Lesson\ndescription: ${SECRET}\n---\n${SECRET}\n`,
      'Programs/En/_category_.json': '{"label": "English"}',
      'Programs/En/diagram.png': SECRET,
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(source, path)), {recursive: true});
      writeFileSync(join(source, path), content);
    }
    expect(writePublicDocs(source, target, ['/docs/Programs'])).toBe(1);
    expect(readFileSync(join(target, 'intro.md'), 'utf8')).toBe(files['intro.md']);
    expect(readFileSync(join(target, 'Programs/En/lesson.md'), 'utf8')).not.toContain('secret sauce');
    expect(readFileSync(join(target, 'Programs/En/_category_.json'), 'utf8')).toBe(files['Programs/En/_category_.json']);
    expect(existsSync(join(target, 'Programs/En/diagram.png'))).toBe(false);
  });
});
