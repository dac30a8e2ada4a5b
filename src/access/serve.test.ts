import {describe, expect, it} from 'vitest';
import {serveDecision, type ServeDecision} from './serve';

const ORIGIN = 'http://127.0.0.1:3000';
const READER = {email: 'ada@example.com'};
const LESSON = '/docs/Programs/En/MLOps/Module-1';
const serve = (builds: readonly ('full' | 'public')[], pathClass: string): ServeDecision =>
  ({kind: 'serve', builds, pathClass}) as ServeDecision;
const redirect = (location: string): ServeDecision => ({kind: 'redirect', location});

describe('serveDecision', () => {
  it.each([
    ['/', '', null, serve(['public'], 'public')],
    ['/', '', READER, serve(['full', 'public'], 'public')],
    [LESSON, '', null, serve(['public'], 'protected')],
    [LESSON, '', READER, serve(['full'], 'protected')],
    ['/docs/programs/en/mlops/module-1', '', null, serve(['public'], 'protected')],
    ['/docs/Programs/Es/Hacking-%C3%89tico', '', null, serve(['public'], 'protected')],
    ['/docs/Prog%3Frams', '', null, serve(['public'], 'public')],
    ['/assets/js/main.js', '', null, serve(['public'], 'public')],
    ['/login', '', null, serve(['public'], 'login')],
    ['/login', '?mode=verifyEmail&oobCode=x', READER, serve(['public'], 'login')],
    ['/login', '', READER, redirect('/')],
    ['/login', `?signInSuccessUrl=${encodeURIComponent(LESSON)}`, READER, redirect(LESSON)],
    ['/login', '?signInSuccessUrl=https://evil.example/', READER, redirect('/')],
    ['/logout', '', READER, serve(['full', 'public'], 'logout')],
    ['/logout', '?confirm', READER, serve(['full', 'public'], 'logout')],
    ['/logout', '', null, redirect('/')],
  ] as const)('%s%s with reader %j → %j', (rawPath, query, reader, expected) => {
    expect(serveDecision({rawPath, query, origin: ORIGIN, reader})).toEqual(expected);
  });

  describe('a navigation to /logout from another site asks for a click', () => {
    it.each([
      [{fetchSite: 'cross-site'}, redirect('/logout?confirm')],
      [{fetchSite: 'same-site'}, redirect('/logout?confirm')],
      [{fetchSite: 'same-origin'}, serve(['full', 'public'], 'logout')],
      [{fetchSite: 'none'}, serve(['full', 'public'], 'logout')],
      [{referer: 'https://evil.example/page'}, redirect('/logout?confirm')],
      [{referer: `${ORIGIN}/docs/intro`}, serve(['full', 'public'], 'logout')],
      [{referer: 'not a url'}, redirect('/logout?confirm')],
      [{}, serve(['full', 'public'], 'logout')],
    ] as const)('%j → %j', (navigation, expected) => {
      expect(serveDecision({rawPath: '/logout', query: '', origin: ORIGIN, reader: READER, navigation})).toEqual(
        expected,
      );
    });

    it('keeps a confirmation page as it is', () => {
      const navigation = {fetchSite: 'cross-site'};
      expect(
        serveDecision({rawPath: '/logout', query: '?confirm', origin: ORIGIN, reader: READER, navigation}),
      ).toEqual(serve(['full', 'public'], 'logout'));
    });
  });
});
