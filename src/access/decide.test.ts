import {describe, expect, it} from 'vitest';
import {decide, type GateDecision} from './decide';
import {SIGNED_OUT, UNRESOLVED, type AuthState} from './state';

const ORIGIN = 'https://learn.example';
const SIGNED_IN: AuthState = {status: 'signedIn', email: 'ada@example.com'};
const at = (pathname: string, search = '') => ({pathname, search, origin: ORIGIN});

const render: GateDecision = {kind: 'render'};
const loader: GateDecision = {kind: 'loader'};
const widget: GateDecision = {kind: 'widget'};
const home: GateDecision = {kind: 'redirect', to: '/'};

const LESSON = '/docs/Programs/En/DataEngineering/Projects/Projects/Module-1';

describe('decide', () => {
  it.each<[string, string, AuthState, GateDecision]>([
    // Public pages never wait for auth.
    ['/', '', UNRESOLVED, render],
    ['/docs/intro', '', UNRESOLVED, render],
    ['/blog/docker', '', SIGNED_OUT, render],
    ['/docs/ProgramsExtra', '', SIGNED_OUT, render],
    ['/docs', '', SIGNED_IN, render],
    // Gated paths wait while the state is unresolved.
    [LESSON, '', UNRESOLVED, loader],
    ['/login', '', UNRESOLVED, loader],
    ['/logout', '', UNRESOLVED, loader],
    // Signed out.
    [LESSON, '', SIGNED_OUT, widget],
    ['/login', '', SIGNED_OUT, widget],
    ['/login', '?signInSuccessUrl=%2Fdocs%2Fintro', SIGNED_OUT, widget],
    ['/logout', '', SIGNED_OUT, home],
    // Signed in.
    [LESSON, '', SIGNED_IN, render],
    ['/logout', '', SIGNED_IN, {kind: 'signOut', to: '/'}],
    ['/logout', '?confirm', SIGNED_IN, {kind: 'confirmSignOut'}],
    ['/logout', '?confirm', SIGNED_OUT, home],
    ['/login', '', SIGNED_IN, home],
    ['/login', `?signInSuccessUrl=${encodeURIComponent(LESSON)}`, SIGNED_IN, {kind: 'redirect', to: LESSON}],
    ['/login', '?next=/docs/intro%23search', SIGNED_IN, {kind: 'redirect', to: '/docs/intro#search'}],
    ['/login', '?signInSuccessUrl=https://evil.example/', SIGNED_IN, home],
    ['/login', '?signInSuccessUrl=//evil.example', SIGNED_IN, home],
    ['/login', '?signInSuccessUrl=/logout', SIGNED_IN, home],
    // Action links are handled whoever is signed in.
    ['/login', '?mode=verifyEmail&oobCode=abc', SIGNED_IN, widget],
    ['/login', '?mode=resetPassword&oobCode=abc', SIGNED_OUT, widget],
    ['/login', '?mode=unknownMode', SIGNED_IN, home],
  ])('%s%s while %j → %j', (pathname, search, auth, expected) => {
    expect(decide(at(pathname, search), auth)).toEqual(expected);
  });

  describe('hostile variants of a protected path are still protected', () => {
    const variants = [
      `${LESSON}/`,
      `${LESSON}.html`,
      `${LESSON}/index.html`,
      LESSON.replace('/docs/', '/docs//'),
      LESSON.replace('Programs', '%50rograms'),
      LESSON.replace('Programs', 'programs'),
      `/blog/..${LESSON}`,
      `/blog/%2E%2E${LESSON}`,
      LESSON.replace(/\//g, '\\'),
      '/docs/Programs/Es/Hacking-%C3%89tico',
      '/docs/Programs/Es/Machine%20Learning',
      '/docs/Programs/%E0%A4%A',
    ];
    it.each(variants)('%s shows the widget when signed out', (pathname) => {
      expect(decide(at(pathname), SIGNED_OUT)).toEqual(widget);
    });
    it.each(variants)('%s shows the loader while unresolved', (pathname) => {
      expect(decide(at(pathname), UNRESOLVED)).toEqual(loader);
    });
  });

  it('uses the protected list it is given', () => {
    expect(decide(at('/blog/members'), SIGNED_OUT, ['/blog/members'])).toEqual(widget);
    expect(decide(at(LESSON), SIGNED_OUT, [])).toEqual(render);
  });
});
