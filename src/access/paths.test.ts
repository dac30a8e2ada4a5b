import {describe, expect, it} from 'vitest';
import {classifyPath, isUnderPath, parsePath, protectedRootOf} from './paths';

describe('parsePath', () => {
  it.each([
    ['/docs/Programs', '/docs/Programs'],
    ['/docs/Programs/', '/docs/Programs/'],
    ['/docs/%50rograms', '/docs/Programs'],
    ['/docs/Programs/Es/Machine%20Learning', '/docs/Programs/Es/Machine Learning'],
    ['/docs/Programs/Es/Hacking-%C3%89tico', '/docs/Programs/Es/Hacking-Ético'],
    ['/docs/Programs/Es/Hacking-E%CC%81tico', '/docs/Programs/Es/Hacking-Ético'],
    ['/docs/Programs?x=1', '/docs/Programs'],
    ['/', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(parsePath(raw)).toBe(expected);
  });

  it.each([
    '',
    'docs/Programs',
    '//docs//Programs',
    '/docs/./Programs',
    '/blog/../docs/Programs',
    '/blog/%2e%2e/docs/Programs',
    '/docs\\Programs',
    '/docs%5cPrograms',
    '/docs/%E0%A4%A',
    '/docs/%',
    '/docs/Programs%00',
    '/docs/%0aPrograms',
  ])('refuses %j', (raw) => {
    expect(parsePath(raw)).toBeNull();
  });
});

describe('isUnderPath', () => {
  it.each([
    ['/docs/Programs', '/docs/Programs', true],
    ['/docs/Programs/En/MLOps', '/docs/Programs', true],
    ['/docs/programs/en', '/docs/Programs', true],
    ['/docs/ProgramsExtra', '/docs/Programs', false],
    ['/docs/Program', '/docs/Programs', false],
    ['/blog/docs/Programs', '/docs/Programs', false],
    ['/anything', '/', true],
    ['/docs/Programs/', '/docs/Programs', true],
    ['/docs/Programs.html', '/docs/Programs', true],
  ])('%s under %s: %s', (path, prefix, expected) => {
    expect(isUnderPath(path, prefix)).toBe(expected);
  });
});

describe('classifyPath', () => {
  it.each([
    ['/login', 'login'],
    ['/login/', 'login'],
    ['/login.html', 'login'],
    ['/LOGIN', 'login'],
    ['/logout', 'logout'],
    ['/logout/index.html', 'logout'],
    ['/docs/Programs', 'protected'],
    ['/docs/Programs/En/DataEngineering/Projects/Projects/Module-1', 'protected'],
    ['/docs/Programs/Es/Hacking-%C3%89tico/', 'protected'],
    ['/docs//Programs', 'protected'],
    ['/docs/Programs.html', 'protected'],
    ['/docs/Programs/index.html', 'protected'],
    ['/docs/%50rograms/En', 'protected'],
    ['/blog/../docs/Programs/En', 'protected'],
    ['/docs%2FPrograms', 'protected'],
    ['/docs/%ZZ', 'protected'],
    ['/docs/./intro', 'protected'],
    ['/docs\\intro', 'protected'],
    ['docs/intro', 'protected'],
    ['/', 'public'],
    ['/docs', 'public'],
    ['/docs/intro', 'public'],
    ['/docs/ProgramsExtra', 'public'],
    ['/blog/Ingeniería de Datos con Airflow', 'public'],
    ['/loginx', 'public'],
  ] as const)('%s is %s', (path, expected) => {
    expect(classifyPath(path)).toBe(expected);
  });

  it('reads the protected list it is given', () => {
    expect(classifyPath('/blog/private/post', ['/blog/private'])).toBe('protected');
    expect(classifyPath('/docs/Programs/En', [])).toBe('public');
  });
});

describe('protectedRootOf', () => {
  it.each([
    ['/docs/Programs/En/lesson', '/docs/Programs'],
    ['/docs/programs/en/lesson', '/docs/Programs'],
    ['/docs/Programs', '/docs/Programs'],
    ['/docs/Programs-old', null],
    ['/docs/intro', null],
    ['/', null],
  ])('%s → %s', (path, root) => {
    expect(protectedRootOf(path)).toBe(root);
  });
});
